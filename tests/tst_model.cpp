// The model layer (app/): AttentionModel, its step table, its worked derivation
// and its chart data agree with core/ for every preset × feature map × prefix;
// a change of an input emits each changed property's NOTIFY signal exactly
// once, after the whole recompute; setting a value the model already has emits
// nothing; unknown ids keep the state; the prefix stays within 1…n.

#include "AttentionModel.h"
#include "PresetCatalog.h"
#include "derivation.h"
#include "feature_map.h"
#include "number_format.h"
#include "step_table.h"

#include <QAbstractItemModel>
#include <QMetaMethod>
#include <QMetaProperty>
#include <QPointF>
#include <QSignalSpy>
#include <QStringList>
#include <QTest>

#include <cmath>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <utility>
#include <vector>

using namespace linattn;

namespace {

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

const Preset &presetNamed(const QString &id)
{
    const Preset *preset = PresetCatalog::find(id.toStdString());
    if (!preset)
        qFatal("tst_model: no preset '%s' in presets.json", qPrintable(id));
    return *preset;
}

const FeatureMap &featureMapNamed(const QString &id)
{
    const FeatureMap *map = findFeatureMap(id.toStdString());
    if (!map)
        qFatal("tst_model: no feature map '%s'", qPrintable(id));
    return *map;
}

int keyCountOf(const QString &presetId)
{
    return static_cast<int>(presetNamed(presetId).data.keys.size());
}

int presetIndexOf(const QString &presetId)
{
    const auto &presets = PresetCatalog::presets();
    for (std::size_t i = 0; i < presets.size(); ++i)
        if (fromStd(presets[i].id) == presetId)
            return static_cast<int>(i);
    return -1;
}

int featureMapIndexOf(const QString &mapId)
{
    const auto &maps = featureMaps();
    for (std::size_t i = 0; i < maps.size(); ++i)
        if (fromStd(maps[i]->id()) == mapId)
            return static_cast<int>(i);
    return -1;
}

// What core/ says about one state of the model.
struct CoreState {
    const Preset *preset = nullptr;
    const FeatureMap *map = nullptr;
    int prefix = 0;
    StepTable atPrefix; // computeStepTable(data, map, prefix): the state itself
    StepTable full; // computeStepTable(data, map, n): every row of the table
    const StepRecord &step() const { return atPrefix.steps.back(); }
    int keyCount() const { return static_cast<int>(preset->data.keys.size()); }
};

CoreState coreState(const QString &presetId, const QString &mapId, int prefix)
{
    CoreState core;
    core.preset = &presetNamed(presetId);
    core.map = &featureMapNamed(mapId);
    core.prefix = prefix;
    core.atPrefix = computeStepTable(
        core.preset->data, *core.map, static_cast<std::size_t>(prefix), core.preset->id);
    core.full = computeStepTable(
        core.preset->data, *core.map, core.preset->data.keys.size(), core.preset->id);
    return core;
}

// ---- Exact comparison of QVariant trees (doubles bit for bit, no fuzz) ----

// Takes a span so it serves core's Vector and InlineVector alike.
QVariant listOf(std::span<const double> vector)
{
    QVariantList list;
    for (double x : vector)
        list.append(x);
    return list;
}

QVariant optionalOf(const std::optional<double> &x)
{
    return x ? QVariant(*x) : QVariant();
}

QVariant pointOf(double x, double y)
{
    return QVariant::fromValue(QPointF(x, y));
}

QString numberText(double x)
{
    return QString::number(x, 'g', 17);
}

QString describe(const QVariant &value)
{
    if (!value.isValid())
        return QStringLiteral("<invalid>");
    switch (value.typeId()) {
    case QMetaType::Double:
        return numberText(value.toDouble());
    case QMetaType::QPointF: {
        const QPointF p = value.toPointF();
        return QStringLiteral("(%1, %2)").arg(numberText(p.x()), numberText(p.y()));
    }
    case QMetaType::QVariantList: {
        QStringList items;
        for (const QVariant &item : value.toList())
            items << describe(item);
        return QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
    }
    case QMetaType::QVariantMap: {
        QStringList items;
        const QVariantMap map = value.toMap();
        for (auto it = map.cbegin(); it != map.cend(); ++it)
            items << it.key() + QStringLiteral(": ") + describe(it.value());
        return QLatin1Char('{') + items.join(QStringLiteral(", ")) + QLatin1Char('}');
    }
    case QMetaType::QString:
        return QLatin1Char('"') + value.toString() + QLatin1Char('"');
    case QMetaType::QStringList:
        return QLatin1Char('[') + value.toStringList().join(QStringLiteral(", "))
            + QLatin1Char(']');
    default:
        if (value.canConvert<QString>())
            return value.toString();
        return QStringLiteral("<%1>").arg(QLatin1String(value.typeName()));
    }
}

bool identical(double a, double b)
{
    return a == b && std::signbit(a) == std::signbit(b);
}

// Empty when `actual` and `expected` are the same value of the same type,
// doubles compared exactly; otherwise where and how they differ.
QString exactMismatch(
    const QVariant &actual, const QVariant &expected, const QString &path = QStringLiteral("value"))
{
    const auto differ = [&] {
        return QStringLiteral("%1: got %2, expected %3")
            .arg(path, describe(actual), describe(expected));
    };
    if (actual.isValid() != expected.isValid())
        return differ();
    if (!actual.isValid())
        return {};
    if (actual.metaType() != expected.metaType())
        return differ()
            + QStringLiteral(" (type %1, expected %2)")
                  .arg(QLatin1String(actual.typeName()), QLatin1String(expected.typeName()));
    switch (actual.typeId()) {
    case QMetaType::Double:
        return identical(actual.toDouble(), expected.toDouble()) ? QString() : differ();
    case QMetaType::QPointF: {
        const QPointF a = actual.toPointF();
        const QPointF e = expected.toPointF();
        return identical(a.x(), e.x()) && identical(a.y(), e.y()) ? QString() : differ();
    }
    case QMetaType::QVariantList: {
        const QVariantList a = actual.toList();
        const QVariantList e = expected.toList();
        if (a.size() != e.size())
            return differ()
                + QStringLiteral(" (%1 items, expected %2)").arg(a.size()).arg(e.size());
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString why
                = exactMismatch(a[i], e[i], QStringLiteral("%1[%2]").arg(path).arg(i));
            if (!why.isEmpty())
                return why;
        }
        return {};
    }
    case QMetaType::QVariantMap: {
        const QVariantMap a = actual.toMap();
        const QVariantMap e = expected.toMap();
        if (a.keys() != e.keys())
            return QStringLiteral("%1: keys [%2], expected [%3]")
                .arg(
                    path, a.keys().join(QStringLiteral(", ")), e.keys().join(QStringLiteral(", ")));
        for (auto it = a.cbegin(); it != a.cend(); ++it) {
            const QString why
                = exactMismatch(it.value(), e.value(it.key()), path + QLatin1Char('.') + it.key());
            if (!why.isEmpty())
                return why;
        }
        return {};
    }
    default:
        return actual == expected ? QString() : differ();
    }
}

bool exactlyEqual(const QVariant &a, const QVariant &b)
{
    return exactMismatch(a, b).isEmpty();
}

#define VERIFY_EXACT(actual, expected, what)                                                       \
    do {                                                                                           \
        const QString mismatch_ = exactMismatch((actual), (expected), (what));                     \
        QVERIFY2(mismatch_.isEmpty(), qPrintable(mismatch_));                                      \
    } while (false)

// ---- Properties and signals ----

// Every property the model declares, by name, as QML would read it.
QVariantMap propertySnapshot(const QObject &object)
{
    QVariantMap values;
    const QMetaObject *meta = object.metaObject();
    for (int i = meta->propertyOffset(); i < meta->propertyCount(); ++i) {
        const QMetaProperty property = meta->property(i);
        values.insert(QString::fromLatin1(property.name()), property.read(&object));
    }
    return values;
}

// The names of the properties whose value differs between two snapshots.
QStringList changedProperties(const QVariantMap &before, const QVariantMap &after)
{
    QStringList changed;
    for (auto it = after.cbegin(); it != after.cend(); ++it)
        if (!exactlyEqual(it.value(), before.value(it.key())))
            changed << it.key();
    return changed;
}

// A QSignalSpy on every signal of the objects it watches.
class SignalLog {
public:
    // Signals are named "<label><signature>", e.g. "prefixChanged()" for the
    // model (empty label) and "stepTable.modelReset()".
    void watch(QObject *object, const QString &label = {})
    {
        const QMetaObject *meta = object->metaObject();
        for (int i = 0; i < meta->methodCount(); ++i) {
            const QMetaMethod method = meta->method(i);
            if (method.methodType() != QMetaMethod::Signal)
                continue;
            auto spy = std::make_unique<QSignalSpy>(object, method);
            if (!spy->isValid())
                invalid_ << label + QString::fromLatin1(method.methodSignature());
            entries_.push_back(
                {label + QString::fromLatin1(method.methodSignature()), std::move(spy)});
        }
    }

    QStringList invalidSpies() const { return invalid_; }

    // -1 for a signal that is not watched, so a typo fails the comparison.
    int count(const QString &name) const
    {
        for (const Entry &entry : entries_)
            if (entry.name == name)
                return static_cast<int>(entry.spy->count());
        return -1;
    }

    int total() const
    {
        int sum = 0;
        for (const Entry &entry : entries_)
            sum += static_cast<int>(entry.spy->count());
        return sum;
    }

    // "prefixChanged()×1, sChanged()×1": every signal that fired.
    QString summary() const
    {
        QStringList fired;
        for (const Entry &entry : entries_)
            if (entry.spy->count() > 0)
                fired << QStringLiteral("%1×%2").arg(entry.name).arg(entry.spy->count());
        return fired.isEmpty() ? QStringLiteral("nothing") : fired.join(QStringLiteral(", "));
    }

private:
    struct Entry {
        QString name;
        std::unique_ptr<QSignalSpy> spy;
    };
    std::vector<Entry> entries_;
    QStringList invalid_;
};

// Performs one input change the way QML does: through the property system or
// an invokable method.
bool perform(AttentionModel &model, const QString &action, const QVariant &value)
{
    if (action == QLatin1String("nextPrefix") || action == QLatin1String("previousPrefix"))
        return QMetaObject::invokeMethod(&model, qPrintable(action));
    return model.setProperty(qPrintable(action), value);
}

void moveTo(AttentionModel &model, const QString &presetId, const QString &mapId, int prefix)
{
    model.setPresetId(presetId);
    model.setFeatureMapId(mapId);
    model.setPrefix(prefix);
}

int roleNamed(const QAbstractItemModel &model, const QByteArray &name)
{
    const QHash<int, QByteArray> roles = model.roleNames();
    for (auto it = roles.cbegin(); it != roles.cend(); ++it)
        if (it.value() == name)
            return it.key();
    return -1;
}

// The derivation line with this id, as the view reads it through roles.
QString derivationRole(const QAbstractItemModel &derivation, int row, const QByteArray &role)
{
    return derivation.data(derivation.index(row, 0), roleNamed(derivation, role)).toString();
}

// ---- Verifications of one state against core/ (each fails the test) ----

void verifyProperties(const AttentionModel &model, const CoreState &core)
{
    const StepRecord &step = core.step();
    QCOMPARE(model.property("presetId").toString(), fromStd(core.preset->id));
    QCOMPARE(model.property("presetIndex").toInt(), presetIndexOf(fromStd(core.preset->id)));
    QCOMPARE(model.property("presetTitle").toString(), fromStd(core.preset->title));
    QCOMPARE(model.property("presetDescription").toString(), fromStd(core.preset->description));
    QCOMPARE(model.property("featureMapId").toString(), fromStd(core.map->id()));
    QCOMPARE(model.property("featureMapIndex").toInt(), featureMapIndexOf(fromStd(core.map->id())));
    QCOMPARE(model.property("featureMapTitle").toString(), fromStd(core.map->title()));
    QCOMPARE(model.property("featureMapDescription").toString(), fromStd(core.map->description()));
    QCOMPARE(model.property("prefix").toInt(), core.prefix);
    QCOMPARE(model.property("keyCount").toInt(), core.keyCount());
    QCOMPARE(model.property("errorMessage").toString(), QString());

    VERIFY_EXACT(model.property("query"), listOf(core.atPrefix.query), "query");
    VERIFY_EXACT(model.property("phiQuery"), listOf(core.atPrefix.phiQuery), "phiQuery");
    VERIFY_EXACT(model.property("s"), listOf(step.S), "s");
    VERIFY_EXACT(model.property("z"), listOf(step.Z), "z");
    VERIFY_EXACT(model.property("numerator"), QVariant(step.numerator), "numerator");
    VERIFY_EXACT(model.property("denominator"), QVariant(step.denominator), "denominator");
    VERIFY_EXACT(model.property("available"), QVariant(step.available()), "available");
    VERIFY_EXACT(model.property("output"), optionalOf(step.output), "output");
    VERIFY_EXACT(model.property("reference"), optionalOf(step.reference), "reference");
    VERIFY_EXACT(model.property("difference"), optionalOf(step.difference), "difference");
    VERIFY_EXACT(model.property("softmax"), QVariant(step.softmax), "softmax");

    // Unavailable means exactly a zero denominator, and only then.
    QCOMPARE(model.property("available").toBool(), model.property("denominator").toDouble() != 0.0);
    QCOMPARE(model.property("output").isValid(), model.property("available").toBool());
}

void verifyTexts(const AttentionModel &model, const CoreState &core)
{
    const StepRecord &step = core.step();
    const auto text = [&model](const char *name) { return model.property(name).toString(); };
    QCOMPARE(text("queryText"), fromStd(formatVector(core.atPrefix.query)));
    QCOMPARE(text("phiQueryText"), fromStd(formatVector(core.atPrefix.phiQuery)));
    QCOMPARE(text("sText"), fromStd(formatVector(step.S)));
    QCOMPARE(text("zText"), fromStd(formatVector(step.Z)));
    QCOMPARE(text("numeratorText"), fromStd(formatRounded(step.numerator)));
    QCOMPARE(text("denominatorText"), fromStd(formatRounded(step.denominator)));
    QCOMPARE(text("outputText"), fromStd(formatRounded(step.output)));
    QCOMPARE(text("referenceText"), fromStd(formatRounded(step.reference)));
    QCOMPARE(text("softmaxText"), fromStd(formatRounded(step.softmax)));
    QCOMPARE(text("differenceText"), fromStd(formatRounded(step.difference)));
    if (!step.output)
        QCOMPARE(text("outputText"), QStringLiteral("Unavailable"));
    if (!step.difference)
        QCOMPARE(text("differenceText"), QStringLiteral("Unavailable"));
}

void verifyStepTable(const AttentionModel &model, const CoreState &core)
{
    auto *table
        = qobject_cast<QAbstractItemModel *>(model.property("stepTable").value<QObject *>());
    QVERIFY(table);
    const int n = core.keyCount();
    QCOMPARE(table->rowCount(), n);
    QCOMPARE(table->columnCount(), 13);
    QCOMPARE(table->property("currentRow").toInt(), core.prefix - 1);

    const int displayRole = roleNamed(*table, "display");
    const int currentRole = roleNamed(*table, "current");
    const int unavailableRole = roleNamed(*table, "unavailable");
    QCOMPARE(displayRole, int(Qt::DisplayRole));
    QVERIFY(currentRole >= 0);
    QVERIFY(unavailableRole >= 0);

    const QString unavailable = QStringLiteral("Unavailable");
    for (int row = 0; row < n; ++row) {
        const StepRecord &step = core.full.steps[static_cast<std::size_t>(row)];
        // In the column order of the header: t, k, v, φ(k), weight, S, Z,
        // numerator, denominator, output, reference, softmax, |difference|.
        const QStringList expectedTexts {
            QString::number(row + 1),
            fromStd(formatVector(step.key)),
            fromStd(formatRounded(step.value)),
            fromStd(formatVector(step.phiKey)),
            fromStd(formatRounded(step.weight)),
            fromStd(formatVector(step.S)),
            fromStd(formatVector(step.Z)),
            fromStd(formatRounded(step.numerator)),
            fromStd(formatRounded(step.denominator)),
            fromStd(formatRounded(step.output)),
            fromStd(formatRounded(step.reference)),
            fromStd(formatRounded(step.softmax)),
            fromStd(formatRounded(step.difference)),
        };
        const std::vector<bool> expectedUnavailable {false, false, false, false, false, false,
            false, false, false, !step.output.has_value(), !step.reference.has_value(), false,
            !step.difference.has_value()};
        for (int column = 0; column < 13; ++column) {
            const QModelIndex cell = table->index(row, column);
            const QString where = QStringLiteral("row %1 column %2").arg(row).arg(column);
            const QString display = table->data(cell, displayRole).toString();
            QVERIFY2(display == expectedTexts[column],
                qPrintable(QStringLiteral("%1: '%2', expected '%3'")
                               .arg(where, display, expectedTexts[column])));
            QVERIFY2(table->data(cell, currentRole).toBool() == (row == core.prefix - 1),
                qPrintable(where + QStringLiteral(": current role")));
            const bool cellUnavailable = table->data(cell, unavailableRole).toBool();
            QVERIFY2(cellUnavailable == expectedUnavailable[static_cast<std::size_t>(column)],
                qPrintable(where + QStringLiteral(": unavailable role")));
            QVERIFY2(cellUnavailable == (display == unavailable),
                qPrintable(where + QStringLiteral(": unavailable role vs text '%1'").arg(display)));
        }
    }
}

void verifyDerivation(const AttentionModel &model, const CoreState &core)
{
    const StepRecord &step = core.step();
    const std::vector<WrittenLine> expected = writtenEnglish(
        buildDerivation(core.atPrefix, *core.map, static_cast<std::size_t>(core.prefix)));
    DerivationModel *derivation = model.property("derivation").value<DerivationModel *>();
    QVERIFY(derivation);
    QCOMPARE(derivation->rowCount(), static_cast<int>(expected.size()));
    QCOMPARE(derivation->property("count").toInt(), static_cast<int>(expected.size()));
    const int unavailableRole = roleNamed(*derivation, "unavailable");
    QVERIFY(unavailableRole >= 0);
    for (int row = 0; row < derivation->rowCount(); ++row) {
        const WrittenLine &line = expected[static_cast<std::size_t>(row)];
        QCOMPARE(derivationRole(*derivation, row, "lineId"), fromStd(line.id));
        QCOMPARE(derivationRole(*derivation, row, "label"), fromStd(line.label));
        // The same text, but "|output − reference|" does not break at its spaces.
        const QString formula = derivationRole(*derivation, row, "formula");
        QCOMPARE(QString(formula).replace(QChar(0x00A0), QLatin1Char(' ')), fromStd(line.formula));
        if (line.formula.find("|output − reference|") != std::string::npos)
            QVERIFY2(formula.contains(QStringLiteral("|output\u00A0−\u00A0reference|")),
                qPrintable(formula));
        QCOMPARE(derivationRole(*derivation, row, "result"), fromStd(line.result));
        QCOMPARE(derivation->data(derivation->index(row, 0), unavailableRole).toBool(),
            line.unavailable);
    }
    QVERIFY(derivation->rowOf(QStringLiteral("denominator")) >= 0);
    QVERIFY(derivation->rowOf(QStringLiteral("output")) >= 0);
    QCOMPARE(derivation->resultOf(QStringLiteral("denominator")),
        model.property("denominatorText").toString());
    QCOMPARE(derivation->resultOf(QStringLiteral("numerator")),
        model.property("numeratorText").toString());
    QCOMPARE(
        derivation->resultOf(QStringLiteral("output")), model.property("outputText").toString());
    QCOMPARE(derivation->rowOf(QStringLiteral("why-unavailable")) >= 0, !step.available());
}

QStringList sortedKeys(QStringList keys)
{
    keys.sort();
    return keys;
}

bool within(double x, double min, double max)
{
    return x >= min && x <= max;
}

void verifyPlaneChart(const AttentionModel &model, const CoreState &core)
{
    const QVariantMap plane = model.property("planeChart").toMap();
    // φ has a place on the plane only when it gives two features (not FAVOR+'s m).
    const bool planar = core.atPrefix.phiQuery.size() == 2;
    QStringList keys {"query", "includedKeys", "excludedKeys", "phiKeys", "phiShown", "xMin",
        "xMax", "yMin", "yMax", "xTick", "yTick",
        // What the legend reads to a screen reader.
        "querySummary", "includedSummary", "excludedSummary", "phiQuerySummary", "phiKeysSummary"};
    if (planar)
        keys << "phiQuery";
    QCOMPARE(plane.keys(), sortedKeys(keys));
    QCOMPARE(plane.value("phiShown").toBool(), planar);
    QVariantList included, excluded, phiKeys;
    for (const StepRecord &step : core.full.steps) {
        if (static_cast<int>(step.prefix) <= core.prefix) {
            included.append(pointOf(step.key[0], step.key[1]));
            if (planar)
                phiKeys.append(pointOf(step.phiKey[0], step.phiKey[1]));
        } else {
            excluded.append(pointOf(step.key[0], step.key[1]));
        }
    }
    QCOMPARE(plane.value("includedKeys").toList().size(), core.prefix);
    QCOMPARE(plane.value("excludedKeys").toList().size(), core.keyCount() - core.prefix);
    VERIFY_EXACT(plane.value("includedKeys"), QVariant(included), "includedKeys");
    VERIFY_EXACT(plane.value("excludedKeys"), QVariant(excluded), "excludedKeys");
    VERIFY_EXACT(plane.value("phiKeys"), QVariant(phiKeys), "phiKeys");
    VERIFY_EXACT(
        plane.value("query"), pointOf(core.atPrefix.query[0], core.atPrefix.query[1]), "query");
    if (planar)
        VERIFY_EXACT(plane.value("phiQuery"),
            pointOf(core.atPrefix.phiQuery[0], core.atPrefix.phiQuery[1]), "phiQuery");

    const double xMin = plane.value("xMin").toDouble(), xMax = plane.value("xMax").toDouble();
    const double yMin = plane.value("yMin").toDouble(), yMax = plane.value("yMax").toDouble();
    QVERIFY(xMin < xMax);
    QVERIFY(yMin < yMax);
    QVERIFY(plane.value("xTick").toDouble() > 0);
    QVERIFY(plane.value("yTick").toDouble() > 0);
    QVariantList plotted = included + excluded + phiKeys;
    plotted << plane.value("query") << pointOf(0, 0);
    if (planar)
        plotted << plane.value("phiQuery");
    for (const QVariant &p : plotted) {
        const QPointF point = p.toPointF();
        QVERIFY2(within(point.x(), xMin, xMax) && within(point.y(), yMin, yMax),
            qPrintable(QStringLiteral("%1 outside [%2, %3] × [%4, %5]")
                           .arg(describe(p), numberText(xMin), numberText(xMax), numberText(yMin),
                               numberText(yMax))));
    }
}

void verifyWeightsChart(const AttentionModel &model, const CoreState &core)
{
    const QVariantMap weights = model.property("weightsChart").toMap();
    QCOMPARE(weights.keys(),
        sortedKeys({"categories", "linear", "linearAvailable", "softmax", "yMin", "yMax", "yTick",
            "linearSummary", "softmaxSummary"}));
    QStringList categories;
    for (int i = 0; i < core.prefix; ++i)
        categories << fromStd(subscripted("k", static_cast<std::size_t>(i)));
    QCOMPARE(weights.value("categories").toStringList(), categories);
    QCOMPARE(weights.value("categories").toStringList().value(0), QStringLiteral("k₀"));

    const double yMin = weights.value("yMin").toDouble(), yMax = weights.value("yMax").toDouble();
    const auto verifyDistribution = [&](const QVariantList &values, const char *what) {
        QCOMPARE(values.size(), core.prefix);
        double sum = 0;
        for (const QVariant &w : values) {
            QVERIFY2(within(w.toDouble(), yMin, yMax), what);
            sum += w.toDouble();
        }
        QVERIFY2(std::abs(sum - 1.0) <= 1e-12,
            qPrintable(QStringLiteral("%1 sums to %2").arg(QLatin1String(what), numberText(sum))));
    };

    const std::vector<double> softmax
        = softmaxWeights(core.preset->data, static_cast<std::size_t>(core.prefix));
    VERIFY_EXACT(weights.value("softmax"), listOf(softmax), "softmax");
    verifyDistribution(weights.value("softmax").toList(), "softmax");
    if (QTest::currentTestFailed())
        return;

    const bool available = core.step().available();
    QCOMPARE(weights.value("linearAvailable").toBool(), available);
    QCOMPARE(weights.value("linear").toList().isEmpty(), !available);
    if (available) {
        const auto linear = linearWeights(core.atPrefix, static_cast<std::size_t>(core.prefix));
        QVERIFY(linear.has_value());
        VERIFY_EXACT(weights.value("linear"), listOf(*linear), "linear");
        verifyDistribution(weights.value("linear").toList(), "linear");
    }
}

QVariant segmentsOf(
    const StepTable &table, const std::function<std::optional<double>(const StepRecord &)> &valueOf)
{
    QVariantList all, current;
    for (const StepRecord &step : table.steps) {
        if (const auto value = valueOf(step)) {
            current.append(pointOf(static_cast<double>(step.prefix), *value));
        } else if (!current.isEmpty()) {
            all.append(QVariant(current));
            current.clear();
        }
    }
    if (!current.isEmpty())
        all.append(QVariant(current));
    return all;
}

void verifyOutputChart(const AttentionModel &model, const CoreState &core)
{
    const QVariantMap chart = model.property("outputChart").toMap();
    QCOMPARE(chart.keys(),
        sortedKeys({"linearSegments", "referenceSegments", "softmax", "unavailable", "currentLine",
            "currentPoint", "xMin", "xMax", "yMin", "yMax", "xTick", "yTick", "linearSummary",
            "referenceSummary", "softmaxSummary", "unavailableSummary", "currentSummary"}));
    const double xMin = chart.value("xMin").toDouble(), xMax = chart.value("xMax").toDouble();
    const double yMin = chart.value("yMin").toDouble(), yMax = chart.value("yMax").toDouble();
    const int n = core.keyCount();
    QVERIFY(xMin < 1 && xMax > n);
    QVERIFY(yMin < yMax);

    // Never a point at an Unavailable prefix: a gap, never a drop to 0.
    for (const QVariant &segment : chart.value("linearSegments").toList())
        for (const QVariant &p : segment.toList()) {
            const int prefix = qRound(p.toPointF().x());
            QVERIFY2(prefix >= 1 && prefix <= n, qPrintable(describe(p)));
            QVERIFY2(core.full.steps[static_cast<std::size_t>(prefix - 1)].available(),
                qPrintable(
                    QStringLiteral("linear point %1 at an Unavailable prefix").arg(describe(p))));
        }
    VERIFY_EXACT(chart.value("linearSegments"),
        segmentsOf(core.full, [](const StepRecord &s) { return s.output; }), "linearSegments");
    VERIFY_EXACT(chart.value("referenceSegments"),
        segmentsOf(core.full, [](const StepRecord &s) { return s.reference; }),
        "referenceSegments");

    QVariantList softmax, unavailable;
    for (const StepRecord &step : core.full.steps) {
        softmax.append(pointOf(static_cast<double>(step.prefix), step.softmax));
        if (!step.available())
            unavailable.append(pointOf(static_cast<double>(step.prefix), yMin));
    }
    VERIFY_EXACT(chart.value("softmax"), QVariant(softmax), "softmax");
    // One marker per Unavailable prefix, on the bottom edge.
    VERIFY_EXACT(chart.value("unavailable"), QVariant(unavailable), "unavailable");

    VERIFY_EXACT(chart.value("currentLine"),
        QVariant(QVariantList {pointOf(core.prefix, yMin), pointOf(core.prefix, yMax)}),
        "currentLine");
    const StepRecord &step = core.step();
    VERIFY_EXACT(chart.value("currentPoint"),
        step.output ? pointOf(core.prefix, *step.output) : QVariant(), "currentPoint");

    for (const StepRecord &s : core.full.steps)
        for (const std::optional<double> &y :
            {s.output, s.reference, std::optional<double>(s.softmax)})
            if (y)
                QVERIFY2(within(*y, yMin, yMax),
                    qPrintable(QStringLiteral("%1 at prefix %2 outside [%3, %4]")
                                   .arg(numberText(*y))
                                   .arg(s.prefix)
                                   .arg(numberText(yMin), numberText(yMax))));
}

void addEveryStateRows()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<QString>("featureMapId");
    QTest::addColumn<int>("prefix");
    for (const Preset &preset : PresetCatalog::presets())
        for (const FeatureMap *map : featureMaps())
            for (std::size_t prefix = 1; prefix <= preset.data.keys.size(); ++prefix)
                QTest::addRow(
                    "%s/%s/%zu", preset.id.c_str(), std::string(map->id()).c_str(), prefix)
                    << fromStd(preset.id) << fromStd(map->id()) << static_cast<int>(prefix);
}

} // namespace

// Snapshots every property of the model each time one of the model's own
// signals fires, to show that no signal goes out before the recompute is
// complete (a QML binding re-evaluated in a handler must see the new state).
class EmissionRecorder : public QObject {
    Q_OBJECT

public:
    explicit EmissionRecorder(QObject *model)
        : model_(model)
    {
        const QMetaObject *meta = model->metaObject();
        const QMetaMethod slot = metaObject()->method(metaObject()->indexOfSlot("record()"));
        for (int i = meta->methodOffset(); i < meta->methodCount(); ++i)
            if (meta->method(i).methodType() == QMetaMethod::Signal)
                connect(model, meta->method(i), this, slot);
    }

    QList<std::pair<QString, QVariantMap>> emissions;

public slots:
    void record()
    {
        const QMetaMethod signal = model_->metaObject()->method(senderSignalIndex());
        emissions.append({QString::fromLatin1(signal.name()), propertySnapshot(*model_)});
    }

private:
    QObject *model_;
};

class TestAttentionModel : public QObject {
    Q_OBJECT

private slots:
    void listsOfferEveryPresetAndFeatureMap();
    void startsAtTheWorkedExample();
    void setStateRecomputesOnce();
    void setStateRefusesUnknownIds();

    void propertiesAgreeWithCore_data() { addEveryStateRows(); }
    void propertiesAgreeWithCore();
    void textsUseCoreFormatting_data() { addEveryStateRows(); }
    void textsUseCoreFormatting();
    void stepTableAgreesWithCore_data() { addEveryStateRows(); }
    void stepTableAgreesWithCore();
    void derivationAgreesWithCore_data() { addEveryStateRows(); }
    void derivationAgreesWithCore();
    void planeChartAgreesWithCore_data() { addEveryStateRows(); }
    void planeChartAgreesWithCore();
    void weightsChartAgreesWithCore_data() { addEveryStateRows(); }
    void weightsChartAgreesWithCore();
    void outputChartAgreesWithCore_data() { addEveryStateRows(); }
    void outputChartAgreesWithCore();
    void oneModelWalksThroughEveryState();

    void workedExampleReadsTheSeedsNumbers();
    void allNegativeWithReluIsUnavailable_data();
    void allNegativeWithReluIsUnavailable();
    void negativeQueryWithReluExplainsTheZeroQuery_data();
    void negativeQueryWithReluExplainsTheZeroQuery();

    void prefixChangeNotifiesEachChangedPropertyOnce();
    void featureMapChangeNotifiesOnce();
    void notificationsMatchPropertyChanges_data();
    void notificationsMatchPropertyChanges();
    void childModelsNotifyOnlyWhatChanged_data() { notificationsMatchPropertyChanges_data(); }
    void childModelsNotifyOnlyWhatChanged();
    void settingTheCurrentValueEmitsNothing_data();
    void settingTheCurrentValueEmitsNothing();
    void unknownChoiceKeepsStateAndReportsError_data();
    void unknownChoiceKeepsStateAndReportsError();
    void prefixIsClampedToOneThroughN_data();
    void prefixIsClampedToOneThroughN();
    void presetWithFewerKeysClampsPrefix();
    void nextAndPreviousPrefixStepAndStopAtTheEnds_data();
    void nextAndPreviousPrefixStepAndStopAtTheEnds();

private:
    // Moves a fresh model to the row's state; fails when the model does not
    // arrive there.
    void prepareRowState(AttentionModel &model, CoreState &core);
};

void TestAttentionModel::prepareRowState(AttentionModel &model, CoreState &core)
{
    QFETCH(QString, presetId);
    QFETCH(QString, featureMapId);
    QFETCH(int, prefix);
    moveTo(model, presetId, featureMapId, prefix);
    QCOMPARE(model.presetId(), presetId);
    QCOMPARE(model.featureMapId(), featureMapId);
    QCOMPARE(model.prefix(), prefix);
    core = coreState(presetId, featureMapId, prefix);
}

void TestAttentionModel::listsOfferEveryPresetAndFeatureMap()
{
    AttentionModel model;
    const auto &presets = PresetCatalog::presets();
    QVERIFY(presets.size() >= 7);
    for (const char *id : {"general", "all-negative", "negative-query", "single-key"})
        QVERIFY2(PresetCatalog::find(id), id);

    auto *presetList
        = qobject_cast<QAbstractItemModel *>(model.property("presets").value<QObject *>());
    QVERIFY(presetList);
    QCOMPARE(presetList->rowCount(), static_cast<int>(presets.size()));
    QCOMPARE(presetList->property("count").toInt(), static_cast<int>(presets.size()));
    for (int row = 0; row < presetList->rowCount(); ++row) {
        const QModelIndex index = presetList->index(row, 0);
        const Preset &preset = presets[static_cast<std::size_t>(row)];
        QCOMPARE(presetList->data(index, roleNamed(*presetList, "choiceId")).toString(),
            fromStd(preset.id));
        QCOMPARE(presetList->data(index, roleNamed(*presetList, "title")).toString(),
            fromStd(preset.title));
        QCOMPARE(presetList->data(index, roleNamed(*presetList, "description")).toString(),
            fromStd(preset.description));
    }

    auto *mapList
        = qobject_cast<QAbstractItemModel *>(model.property("featureMaps").value<QObject *>());
    QVERIFY(mapList);
    QCOMPARE(mapList->rowCount(), static_cast<int>(featureMaps().size()));
    QStringList mapIds;
    for (int row = 0; row < mapList->rowCount(); ++row) {
        const QModelIndex index = mapList->index(row, 0);
        const FeatureMap &map = *featureMaps()[static_cast<std::size_t>(row)];
        mapIds << mapList->data(index, roleNamed(*mapList, "choiceId")).toString();
        QCOMPARE(
            mapList->data(index, roleNamed(*mapList, "title")).toString(), fromStd(map.title()));
        QCOMPARE(mapList->data(index, roleNamed(*mapList, "description")).toString(),
            fromStd(map.description()));
    }
    QVERIFY(mapIds.contains(QStringLiteral("elu1")));
    QVERIFY(mapIds.contains(QStringLiteral("relu")));
}

void TestAttentionModel::startsAtTheWorkedExample()
{
    AttentionModel model;
    QCOMPARE(model.presetId(), QStringLiteral("general"));
    QCOMPARE(model.featureMapId(), QStringLiteral("elu1"));
    QCOMPARE(model.prefix(), 1);
    QCOMPARE(model.errorMessage(), QString());
    verifyProperties(model, coreState(QStringLiteral("general"), QStringLiteral("elu1"), 1));
}

void TestAttentionModel::propertiesAgreeWithCore()
{
    AttentionModel model;
    CoreState core;
    prepareRowState(model, core);
    if (QTest::currentTestFailed())
        return;
    verifyProperties(model, core);
}

void TestAttentionModel::textsUseCoreFormatting()
{
    AttentionModel model;
    CoreState core;
    prepareRowState(model, core);
    if (QTest::currentTestFailed())
        return;
    verifyTexts(model, core);
}

void TestAttentionModel::stepTableAgreesWithCore()
{
    AttentionModel model;
    CoreState core;
    prepareRowState(model, core);
    if (QTest::currentTestFailed())
        return;
    verifyStepTable(model, core);
}

void TestAttentionModel::derivationAgreesWithCore()
{
    AttentionModel model;
    CoreState core;
    prepareRowState(model, core);
    if (QTest::currentTestFailed())
        return;
    verifyDerivation(model, core);
}

void TestAttentionModel::planeChartAgreesWithCore()
{
    AttentionModel model;
    CoreState core;
    prepareRowState(model, core);
    if (QTest::currentTestFailed())
        return;
    verifyPlaneChart(model, core);
}

void TestAttentionModel::weightsChartAgreesWithCore()
{
    AttentionModel model;
    CoreState core;
    prepareRowState(model, core);
    if (QTest::currentTestFailed())
        return;
    verifyWeightsChart(model, core);
}

void TestAttentionModel::outputChartAgreesWithCore()
{
    AttentionModel model;
    CoreState core;
    prepareRowState(model, core);
    if (QTest::currentTestFailed())
        return;
    verifyOutputChart(model, core);
}

// The same checks on one long-lived model moved from state to state, forwards
// and then backwards, so stale rows or charts left by a previous state show.
void TestAttentionModel::oneModelWalksThroughEveryState()
{
    struct State {
        QString presetId, mapId;
        int prefix;
    };
    std::vector<State> states;
    for (const Preset &preset : PresetCatalog::presets())
        for (const FeatureMap *map : featureMaps())
            for (int prefix = 1; prefix <= static_cast<int>(preset.data.keys.size()); ++prefix)
                states.push_back({fromStd(preset.id), fromStd(map->id()), prefix});
    std::vector<State> walk = states;
    walk.insert(walk.end(), states.rbegin(), states.rend());

    AttentionModel model;
    for (const State &state : walk) {
        moveTo(model, state.presetId, state.mapId, state.prefix);
        const CoreState core = coreState(state.presetId, state.mapId, state.prefix);
        for (auto verify : {verifyProperties, verifyTexts, verifyStepTable, verifyDerivation,
                 verifyPlaneChart, verifyWeightsChart, verifyOutputChart}) {
            verify(model, core);
            if (QTest::currentTestFailed()) {
                qWarning("at state %s/%s/%d", qPrintable(state.presetId), qPrintable(state.mapId),
                    state.prefix);
                return;
            }
        }
    }
}

void TestAttentionModel::workedExampleReadsTheSeedsNumbers()
{
    AttentionModel model;
    moveTo(model, QStringLiteral("partly-negative"), QStringLiteral("relu"), 3);
    moveTo(model, QStringLiteral("general"), QStringLiteral("elu1"), 1);
    const auto text = [&model](const char *name) { return model.property(name).toString(); };
    QCOMPARE(text("queryText"), QStringLiteral("[0.5, 1]"));
    QCOMPARE(text("phiQueryText"), QStringLiteral("[1.5, 2]"));
    QCOMPARE(text("zText"), QStringLiteral("[2, 1]"));
    QCOMPARE(text("sText"), QStringLiteral("[2, 1]"));
    QCOMPARE(text("denominatorText"), QStringLiteral("5"));
    QCOMPARE(text("numeratorText"), QStringLiteral("5"));
    QCOMPARE(text("outputText"), QStringLiteral("1"));
    QCOMPARE(text("referenceText"), QStringLiteral("1"));
    QCOMPARE(text("differenceText"), QStringLiteral("0"));
    QCOMPARE(model.property("available").toBool(), true);
    VERIFY_EXACT(model.property("denominator"), QVariant(5.0), "denominator");
    VERIFY_EXACT(model.property("numerator"), QVariant(5.0), "numerator");
    VERIFY_EXACT(model.property("output"), QVariant(1.0), "output");
    VERIFY_EXACT(model.property("phiQuery"), QVariant(QVariantList {1.5, 2.0}), "phiQuery");

    const DerivationModel *derivation = model.derivation();
    QCOMPARE(derivation->resultOf(QStringLiteral("denominator")), QStringLiteral("5"));
    QCOMPARE(derivation->resultOf(QStringLiteral("numerator")), QStringLiteral("5"));
    QCOMPARE(derivation->resultOf(QStringLiteral("output")), QStringLiteral("1"));
    QCOMPARE(derivation->resultOf(QStringLiteral("phi-query")), QStringLiteral("[1.5, 2]"));
    // What a screen reader reads: the line's label, rule and result, and the
    // charts' values (the legend's text alternative).
    const int spokenRow = derivation->rowOf(QStringLiteral("denominator"));
    QCOMPARE(derivation->data(derivation->index(spokenRow), DerivationModel::SpokenRole),
        QVariant(QStringLiteral("denominator φ(q)·Z: (1.5 × 2) + (2 × 1) = 5")));
    const auto chartText = [&model](const char *chart, const char *key) {
        return model.property(chart).toMap().value(QLatin1String(key)).toString();
    };
    QCOMPARE(chartText("planeChart", "phiQuerySummary"), QStringLiteral("φ(q) = [1.5, 2]"));
    QCOMPARE(chartText("weightsChart", "linearSummary"), QStringLiteral("linear attention: k₀ 1"));
    QCOMPARE(
        chartText("outputChart", "currentSummary"), QStringLiteral("current prefix 1: output 1"));
    const int denominatorRow = derivation->rowOf(QStringLiteral("denominator"));
    QVERIFY(denominatorRow >= 0);
    QCOMPARE(derivationRole(*derivation, denominatorRow, "formula"),
        QStringLiteral("(1.5 × 2) + (2 × 1)"));
    const int numeratorRow = derivation->rowOf(QStringLiteral("numerator"));
    QVERIFY(numeratorRow >= 0);
    QCOMPARE(derivationRole(*derivation, numeratorRow, "formula"),
        QStringLiteral("(1.5 × 2) + (2 × 1)"));
    QCOMPARE(derivation->rowOf(QStringLiteral("why-unavailable")), -1);
}

void TestAttentionModel::allNegativeWithReluIsUnavailable_data()
{
    QTest::addColumn<int>("prefix");
    for (int prefix = 1; prefix <= keyCountOf(QStringLiteral("all-negative")); ++prefix)
        QTest::addRow("prefix %d", prefix) << prefix;
}

void TestAttentionModel::allNegativeWithReluIsUnavailable()
{
    QFETCH(int, prefix);
    AttentionModel model;
    moveTo(model, QStringLiteral("all-negative"), QStringLiteral("relu"), prefix);
    QCOMPARE(model.prefix(), prefix);
    QCOMPARE(model.property("available").toBool(), false);
    QCOMPARE(model.property("output").isValid(), false);
    QCOMPARE(model.property("outputText").toString(), QStringLiteral("Unavailable"));
    QCOMPARE(model.property("denominatorText").toString(), QStringLiteral("0"));
    QCOMPARE(model.property("phiQueryText").toString(), QStringLiteral("[0, 0]"));
    QCOMPARE(model.property("zText").toString(), QStringLiteral("[0, 0]"));

    const DerivationModel *derivation = model.derivation();
    QCOMPARE(derivation->resultOf(QStringLiteral("output")), QStringLiteral("Unavailable"));
    const int outputRow = derivation->rowOf(QStringLiteral("output"));
    QVERIFY(outputRow >= 0);
    QCOMPARE(derivation->data(derivation->index(outputRow), roleNamed(*derivation, "unavailable"))
                 .toBool(),
        true);

    const int whyRow = derivation->rowOf(QStringLiteral("why-unavailable"));
    QVERIFY(whyRow > outputRow);
    QCOMPARE(derivationRole(*derivation, whyRow, "result"), QStringLiteral("Unavailable"));
    QCOMPARE(derivationRole(*derivation, whyRow, "kind"), QStringLiteral("explanation"));
    const QString why = derivationRole(*derivation, whyRow, "formula");
    QVERIFY2(why.contains(QStringLiteral("φ(q) = [0, 0]")), qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("Z = [0, 0]")), qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("Both")) && why.contains(QStringLiteral("are zero")),
        qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("ReLU")) && why.contains(QStringLiteral("x ≤ 0")),
        qPrintable(why));
    QVERIFY2(!why.contains(QStringLiteral("is not")), qPrintable(why));
}

void TestAttentionModel::negativeQueryWithReluExplainsTheZeroQuery_data()
{
    QTest::addColumn<int>("prefix");
    for (int prefix = 1; prefix <= keyCountOf(QStringLiteral("negative-query")); ++prefix)
        QTest::addRow("prefix %d", prefix) << prefix;
}

void TestAttentionModel::negativeQueryWithReluExplainsTheZeroQuery()
{
    QFETCH(int, prefix);
    AttentionModel model;
    moveTo(model, QStringLiteral("negative-query"), QStringLiteral("relu"), prefix);
    QCOMPARE(model.prefix(), prefix);
    QCOMPARE(model.property("available").toBool(), false);
    QCOMPARE(model.property("outputText").toString(), QStringLiteral("Unavailable"));
    const QString zText = model.property("zText").toString();
    QVERIFY2(zText != QStringLiteral("[0, 0]"), qPrintable(zText));

    const DerivationModel *derivation = model.derivation();
    const int whyRow = derivation->rowOf(QStringLiteral("why-unavailable"));
    QVERIFY(whyRow >= 0);
    const QString why = derivationRole(*derivation, whyRow, "formula");
    QVERIFY2(why.contains(QStringLiteral("φ(q) = [0, 0] is zero")), qPrintable(why));
    QVERIFY2(
        why.contains(QStringLiteral("Z = ") + zText + QStringLiteral(" is not")), qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("ReLU")) && why.contains(QStringLiteral("x ≤ 0")),
        qPrintable(why));
    QVERIFY2(!why.contains(QStringLiteral("Both")), qPrintable(why));
}

void TestAttentionModel::prefixChangeNotifiesEachChangedPropertyOnce()
{
    AttentionModel model;
    moveTo(model, QStringLiteral("general"), QStringLiteral("elu1"), 1);
    SignalLog log;
    log.watch(&model);
    QVERIFY2(log.invalidSpies().isEmpty(), qPrintable(log.invalidSpies().join(", ")));

    QVERIFY(model.setProperty("prefix", 2));

    QCOMPARE(model.prefix(), 2);
    const QString fired = log.summary();
    for (const char *signal : {"prefixChanged()", "sChanged()", "zChanged()", "numeratorChanged()",
             "denominatorChanged()", "outputChanged()", "referenceChanged()", "softmaxChanged()",
             "planeChartChanged()", "weightsChartChanged()", "outputChartChanged()"})
        QVERIFY2(log.count(QString::fromLatin1(signal)) == 1,
            qPrintable(QStringLiteral("%1 in %2").arg(signal, fired)));
    for (const char *signal :
        {"queryChanged()", "phiQueryChanged()", "presetIdChanged()", "featureMapIdChanged()",
            "keyCountChanged()", "availableChanged()", "errorMessageChanged()"})
        QVERIFY2(log.count(QString::fromLatin1(signal)) == 0,
            qPrintable(QStringLiteral("%1 in %2").arg(signal, fired)));
}

void TestAttentionModel::featureMapChangeNotifiesOnce()
{
    AttentionModel model;
    moveTo(model, QStringLiteral("general"), QStringLiteral("elu1"), 1);
    SignalLog log;
    log.watch(&model);

    QVERIFY(model.setProperty("featureMapId", QStringLiteral("relu")));

    QCOMPARE(model.featureMapId(), QStringLiteral("relu"));
    const QString fired = log.summary();
    QVERIFY2(log.count(QStringLiteral("featureMapIdChanged()")) == 1, qPrintable(fired));
    QVERIFY2(log.count(QStringLiteral("phiQueryChanged()")) == 1, qPrintable(fired));
    for (const char *signal : {"queryChanged()", "presetIdChanged()", "prefixChanged()",
             "keyCountChanged()", "errorMessageChanged()"})
        QVERIFY2(log.count(QString::fromLatin1(signal)) == 0,
            qPrintable(QStringLiteral("%1 in %2").arg(signal, fired)));
}

void TestAttentionModel::notificationsMatchPropertyChanges_data()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<QString>("featureMapId");
    QTest::addColumn<int>("prefix");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<int>("expectedPrefix");

    const QString prefix = QStringLiteral("prefix");
    const QString preset = QStringLiteral("presetId");
    const QString map = QStringLiteral("featureMapId");
    QTest::newRow("general/elu1 prefix 1 to 2") << "general"
                                                << "elu1" << 1 << prefix << QVariant(2) << 2;
    QTest::newRow("general/elu1 prefix 2 to 1") << "general"
                                                << "elu1" << 2 << prefix << QVariant(1) << 1;
    QTest::newRow("general/relu prefix 3 to 6") << "general"
                                                << "relu" << 3 << prefix << QVariant(6) << 6;
    QTest::newRow("general/relu prefix 4 to 5 (k3 adds nothing)")
        << "general"
        << "relu" << 4 << prefix << QVariant(5) << 5;
    QTest::newRow("all-negative/relu prefix 1 to 2, Unavailable both")
        << "all-negative"
        << "relu" << 1 << prefix << QVariant(2) << 2;
    QTest::newRow("negative-query/relu prefix 3 to 1") << "negative-query"
                                                       << "relu" << 3 << prefix << QVariant(1) << 1;
    QTest::newRow("general/elu1 map to relu at 1") << "general"
                                                   << "elu1" << 1 << map << QVariant("relu") << 1;
    QTest::newRow("general/relu map to elu1 at 3") << "general"
                                                   << "relu" << 3 << map << QVariant("elu1") << 3;
    QTest::newRow("all-negative/elu1 map to relu (becomes Unavailable)")
        << "all-negative"
        << "elu1" << 2 << map << QVariant("relu") << 2;
    QTest::newRow("all-negative/relu map to elu1 (becomes available)")
        << "all-negative"
        << "relu" << 4 << map << QVariant("elu1") << 4;
    QTest::newRow("tiny-denominator/elu1 map to relu at 3")
        << "tiny-denominator"
        << "elu1" << 3 << map << QVariant("relu") << 3;
    QTest::newRow("general/elu1 preset to partly-negative at 3")
        << "general"
        << "elu1" << 3 << preset << QVariant("partly-negative") << 3;
    QTest::newRow("general/elu1 preset to single-key at 6 (clamps)")
        << "general"
        << "elu1" << 6 << preset << QVariant("single-key") << 1;
    QTest::newRow("single-key/elu1 preset to general")
        << "single-key"
        << "elu1" << 1 << preset << QVariant("general") << 1;
    QTest::newRow("general/relu preset to negative-query at 5 (clamps)")
        << "general"
        << "relu" << 5 << preset << QVariant("negative-query") << 3;
    QTest::newRow("general/relu preset to all-negative at 2")
        << "general"
        << "relu" << 2 << preset << QVariant("all-negative") << 2;
    QTest::newRow("large-scores/elu1 preset index to general")
        << "large-scores"
        << "elu1" << 4 << QStringLiteral("presetIndex")
        << QVariant(presetIndexOf(QStringLiteral("general"))) << 4;
    QTest::newRow("general/elu1 feature map index to relu")
        << "general"
        << "elu1" << 2 << QStringLiteral("featureMapIndex")
        << QVariant(featureMapIndexOf(QStringLiteral("relu"))) << 2;
    QTest::newRow("general/elu1 nextPrefix at 3") << "general"
                                                  << "elu1" << 3 << "nextPrefix" << QVariant() << 4;
    QTest::newRow("general/elu1 previousPrefix at 3")
        << "general"
        << "elu1" << 3 << "previousPrefix" << QVariant() << 2;
}

void TestAttentionModel::notificationsMatchPropertyChanges()
{
    QFETCH(QString, presetId);
    QFETCH(QString, featureMapId);
    QFETCH(int, prefix);
    QFETCH(QString, action);
    QFETCH(QVariant, value);
    QFETCH(int, expectedPrefix);

    AttentionModel model;
    moveTo(model, presetId, featureMapId, prefix);
    QCOMPARE(model.prefix(), prefix);
    const QVariantMap before = propertySnapshot(model);
    SignalLog log;
    log.watch(&model);
    QVERIFY2(log.invalidSpies().isEmpty(), qPrintable(log.invalidSpies().join(", ")));
    EmissionRecorder recorder(&model);

    QVERIFY(perform(model, action, value));

    QCOMPARE(model.prefix(), expectedPrefix);
    const QVariantMap after = propertySnapshot(model);
    const QStringList changed = changedProperties(before, after);
    QVERIFY2(!changed.isEmpty(), "the row should change something");

    // Each NOTIFY signal fires once when any property it notifies changed,
    // and not at all otherwise.
    QHash<QString, QStringList> changedBySignal;
    const QMetaObject *meta = model.metaObject();
    for (int i = meta->propertyOffset(); i < meta->propertyCount(); ++i) {
        const QMetaProperty property = meta->property(i);
        if (!property.hasNotifySignal())
            continue;
        QStringList &names
            = changedBySignal[QString::fromLatin1(property.notifySignal().methodSignature())];
        if (changed.contains(QString::fromLatin1(property.name())))
            names << QString::fromLatin1(property.name());
    }
    const QString fired = log.summary();
    for (int i = meta->methodOffset(); i < meta->methodCount(); ++i) {
        const QMetaMethod method = meta->method(i);
        if (method.methodType() != QMetaMethod::Signal)
            continue;
        const QString signal = QString::fromLatin1(method.methodSignature());
        const QStringList names = changedBySignal.value(signal);
        const int expected = names.isEmpty() ? 0 : 1;
        QVERIFY2(log.count(signal) == expected,
            qPrintable(QStringLiteral("%1 fired %2 times, expected %3 (changed: %4); all: %5")
                           .arg(signal)
                           .arg(log.count(signal))
                           .arg(expected)
                           .arg(names.join(QStringLiteral(", ")), fired)));
    }

    // Every signal went out after the whole recompute.
    QVERIFY(!recorder.emissions.isEmpty());
    for (const auto &[signal, snapshot] : recorder.emissions) {
        const QString mismatch
            = exactMismatch(snapshot, after, QStringLiteral("state seen in ") + signal);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }

    // And the state it arrived at is the core's.
    verifyProperties(model, coreState(model.presetId(), model.featureMapId(), expectedPrefix));
}

// The step table and the derivation follow a change with one update each,
// and their own properties (currentRow, count) notify only when they change.
void TestAttentionModel::childModelsNotifyOnlyWhatChanged()
{
    QFETCH(QString, presetId);
    QFETCH(QString, featureMapId);
    QFETCH(int, prefix);
    QFETCH(QString, action);
    QFETCH(QVariant, value);

    AttentionModel model;
    moveTo(model, presetId, featureMapId, prefix);
    const int rowBefore = model.stepTable()->currentRow();
    const int countBefore = model.derivation()->rowCount();
    const QString presetBefore = model.presetId(), mapBefore = model.featureMapId();
    SignalLog log;
    log.watch(model.stepTable(), QStringLiteral("stepTable."));
    log.watch(model.derivation(), QStringLiteral("derivation."));
    QVERIFY2(log.invalidSpies().isEmpty(), qPrintable(log.invalidSpies().join(", ")));

    QVERIFY(perform(model, action, value));

    const QString fired = log.summary();
    const bool tableReplaced
        = model.presetId() != presetBefore || model.featureMapId() != mapBefore;
    QVERIFY2(log.count(QStringLiteral("stepTable.modelReset()")) == (tableReplaced ? 1 : 0),
        qPrintable(fired));
    const int rowAfter = model.stepTable()->currentRow();
    QVERIFY2(log.count(QStringLiteral("stepTable.currentRowChanged()"))
            == (rowAfter != rowBefore ? 1 : 0),
        qPrintable(QStringLiteral("currentRow %1 -> %2; emitted %3")
                       .arg(rowBefore)
                       .arg(rowAfter)
                       .arg(fired)));
    // Lines are updated in place and added or removed at the end, never reset:
    // a reset while the list view makes its buffered delegates has it cancel
    // a row that is gone ("DelegateModel::cancel: index out range", which
    // tst_monkey found).
    QVERIFY2(log.count(QStringLiteral("derivation.modelReset()")) == 0, qPrintable(fired));
    QVERIFY2(log.count(QStringLiteral("derivation.dataChanged(QModelIndex,QModelIndex,QList<int>)"))
            == 1,
        qPrintable(fired));
    const int countAfter = model.derivation()->rowCount();
    QVERIFY2(log.count(QStringLiteral("derivation.rowsInserted(QModelIndex,int,int)"))
            == (countAfter > countBefore ? 1 : 0),
        qPrintable(fired));
    QVERIFY2(log.count(QStringLiteral("derivation.rowsRemoved(QModelIndex,int,int)"))
            == (countAfter < countBefore ? 1 : 0),
        qPrintable(fired));
    QVERIFY2(log.count(QStringLiteral("derivation.countChanged()"))
            == (model.derivation()->rowCount() != countBefore ? 1 : 0),
        qPrintable(fired));
    QCOMPARE(model.stepTable()->rowCount(), model.keyCount());
}

void TestAttentionModel::settingTheCurrentValueEmitsNothing_data()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<QString>("featureMapId");
    QTest::addColumn<int>("prefix");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QVariant>("value");

    const int general = keyCountOf(QStringLiteral("general"));
    QTest::newRow("same prefix") << "general"
                                 << "elu1" << 3 << "prefix" << QVariant(3);
    QTest::newRow("same preset") << "general"
                                 << "elu1" << 3 << "presetId" << QVariant("general");
    QTest::newRow("same feature map") << "general"
                                      << "elu1" << 3 << "featureMapId" << QVariant("elu1");
    QTest::newRow("same preset index")
        << "partly-negative"
        << "relu" << 2 << "presetIndex"
        << QVariant(presetIndexOf(QStringLiteral("partly-negative")));
    QTest::newRow("same feature map index")
        << "partly-negative"
        << "relu" << 2 << "featureMapIndex" << QVariant(featureMapIndexOf(QStringLiteral("relu")));
    QTest::newRow("prefix 0 at prefix 1") << "general"
                                          << "elu1" << 1 << "prefix" << QVariant(0);
    QTest::newRow("prefix n+5 at prefix n")
        << "general"
        << "elu1" << general << "prefix" << QVariant(general + 5);
    QTest::newRow("nextPrefix at n") << "general"
                                     << "relu" << general << "nextPrefix" << QVariant();
    QTest::newRow("previousPrefix at 1") << "general"
                                         << "relu" << 1 << "previousPrefix" << QVariant();
    QTest::newRow("nextPrefix with a single key") << "single-key"
                                                  << "elu1" << 1 << "nextPrefix" << QVariant();
    QTest::newRow("same prefix while Unavailable") << "all-negative"
                                                   << "relu" << 2 << "prefix" << QVariant(2);
    QTest::newRow("same map while Unavailable")
        << "negative-query"
        << "relu" << 3 << "featureMapId" << QVariant("relu");
}

void TestAttentionModel::settingTheCurrentValueEmitsNothing()
{
    QFETCH(QString, presetId);
    QFETCH(QString, featureMapId);
    QFETCH(int, prefix);
    QFETCH(QString, action);
    QFETCH(QVariant, value);

    AttentionModel model;
    moveTo(model, presetId, featureMapId, prefix);
    QCOMPARE(model.prefix(), prefix);
    const QVariantMap before = propertySnapshot(model);
    SignalLog log;
    log.watch(&model);
    log.watch(model.stepTable(), QStringLiteral("stepTable."));
    log.watch(model.derivation(), QStringLiteral("derivation."));
    log.watch(model.presets(), QStringLiteral("presets."));
    log.watch(model.featureMaps(), QStringLiteral("featureMaps."));
    QVERIFY2(log.invalidSpies().isEmpty(), qPrintable(log.invalidSpies().join(", ")));

    QVERIFY(perform(model, action, value));

    QVERIFY2(log.total() == 0, qPrintable(QStringLiteral("emitted ") + log.summary()));
    const QString mismatch
        = exactMismatch(propertySnapshot(model), before, QStringLiteral("state"));
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
}

void TestAttentionModel::unknownChoiceKeepsStateAndReportsError_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QString>("named");

    QTest::newRow("unknown preset id")
        << "presetId" << QVariant("no-such-preset") << "no-such-preset";
    QTest::newRow("preset id in another case") << "presetId" << QVariant("General") << "General";
    QTest::newRow("empty preset id") << "presetId" << QVariant(QString()) << "preset";
    QTest::newRow("unknown feature map id") << "featureMapId" << QVariant("tanh") << "tanh";
    QTest::newRow("preset index past the end") << "presetIndex" << QVariant(99) << "99";
    QTest::newRow("negative preset index") << "presetIndex" << QVariant(-1) << "-1";
    QTest::newRow("feature map index past the end") << "featureMapIndex" << QVariant(17) << "17";
}

void TestAttentionModel::unknownChoiceKeepsStateAndReportsError()
{
    QFETCH(QString, action);
    QFETCH(QVariant, value);
    QFETCH(QString, named);

    AttentionModel model;
    moveTo(model, QStringLiteral("partly-negative"), QStringLiteral("relu"), 3);
    QVariantMap before = propertySnapshot(model);
    QCOMPARE(before.value("errorMessage").toString(), QString());
    SignalLog log;
    log.watch(&model);
    log.watch(model.stepTable(), QStringLiteral("stepTable."));
    log.watch(model.derivation(), QStringLiteral("derivation."));

    perform(model, action, value);

    const QString error = model.errorMessage();
    QVERIFY(!error.isEmpty());
    QVERIFY2(error.contains(named), qPrintable(error));
    QVERIFY2(log.count(QStringLiteral("errorMessageChanged()")) == 1, qPrintable(log.summary()));
    QVERIFY2(log.total() == 1, qPrintable(QStringLiteral("emitted ") + log.summary()));
    QVariantMap after = propertySnapshot(model);
    before.remove(QStringLiteral("errorMessage"));
    after.remove(QStringLiteral("errorMessage"));
    const QString mismatch = exactMismatch(after, before, QStringLiteral("state"));
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    verifyStepTable(model, coreState(QStringLiteral("partly-negative"), QStringLiteral("relu"), 3));
    if (QTest::currentTestFailed())
        return;

    // The same mistake again changes nothing, not even the message.
    perform(model, action, value);
    QVERIFY2(log.total() == 1, qPrintable(QStringLiteral("emitted ") + log.summary()));
    QCOMPARE(model.errorMessage(), error);

    // The next valid change clears the message, with one notification.
    QVERIFY(model.setProperty("prefix", 2));
    QCOMPARE(model.errorMessage(), QString());
    QVERIFY2(log.count(QStringLiteral("errorMessageChanged()")) == 2, qPrintable(log.summary()));
    QVERIFY2(log.count(QStringLiteral("prefixChanged()")) == 1, qPrintable(log.summary()));
}

void TestAttentionModel::prefixIsClampedToOneThroughN_data()
{
    QTest::addColumn<QString>("presetId");
    QTest::addColumn<int>("prefix");
    QTest::addColumn<int>("requested");
    QTest::addColumn<int>("expectedPrefix");

    const int general = keyCountOf(QStringLiteral("general"));
    QTest::newRow("0 from 3") << "general" << 3 << 0 << 1;
    QTest::newRow("-7 from 3") << "general" << 3 << -7 << 1;
    QTest::newRow("n+5 from 3") << "general" << 3 << general + 5 << general;
    QTest::newRow("n+1 from 1") << "general" << 1 << general + 1 << general;
    QTest::newRow("n exactly from 1") << "general" << 1 << general << general;
    QTest::newRow("0 from 2 with 3 keys") << "negative-query" << 2 << 0 << 1;
    QTest::newRow("n+5 from 1 with 3 keys") << "negative-query" << 1 << 8 << 3;
}

void TestAttentionModel::prefixIsClampedToOneThroughN()
{
    QFETCH(QString, presetId);
    QFETCH(int, prefix);
    QFETCH(int, requested);
    QFETCH(int, expectedPrefix);

    AttentionModel model;
    moveTo(model, presetId, QStringLiteral("elu1"), prefix);
    QCOMPARE(model.prefix(), prefix);
    SignalLog log;
    log.watch(&model);

    model.setPrefix(requested);

    QCOMPARE(model.prefix(), expectedPrefix);
    QCOMPARE(log.count(QStringLiteral("prefixChanged()")), 1);
    QCOMPARE(log.count(QStringLiteral("keyCountChanged()")), 0);
    QCOMPARE(log.count(QStringLiteral("errorMessageChanged()")), 0);
    QCOMPARE(model.stepTable()->currentRow(), expectedPrefix - 1);
    verifyProperties(model, coreState(presetId, QStringLiteral("elu1"), expectedPrefix));
}

void TestAttentionModel::presetWithFewerKeysClampsPrefix()
{
    AttentionModel model;
    moveTo(model, QStringLiteral("general"), QStringLiteral("elu1"), 6);
    QCOMPARE(model.prefix(), 6);
    {
        SignalLog log;
        log.watch(&model);
        model.setPresetId(QStringLiteral("single-key"));
        QCOMPARE(model.prefix(), 1);
        QCOMPARE(model.keyCount(), 1);
        QVERIFY2(log.count(QStringLiteral("prefixChanged()")) == 1, qPrintable(log.summary()));
        QVERIFY2(log.count(QStringLiteral("keyCountChanged()")) == 1, qPrintable(log.summary()));
        QVERIFY2(log.count(QStringLiteral("presetIdChanged()")) == 1, qPrintable(log.summary()));
        QVERIFY2(
            log.count(QStringLiteral("errorMessageChanged()")) == 0, qPrintable(log.summary()));
        verifyProperties(model, coreState(QStringLiteral("single-key"), QStringLiteral("elu1"), 1));
        if (QTest::currentTestFailed())
            return;
        verifyStepTable(model, coreState(QStringLiteral("single-key"), QStringLiteral("elu1"), 1));
        if (QTest::currentTestFailed())
            return;
    }
    {
        SignalLog log;
        log.watch(&model);
        model.setPresetId(QStringLiteral("general"));
        QCOMPARE(model.prefix(), 1);
        QCOMPARE(model.keyCount(), keyCountOf(QStringLiteral("general")));
        QVERIFY2(log.count(QStringLiteral("prefixChanged()")) == 0, qPrintable(log.summary()));
        QVERIFY2(log.count(QStringLiteral("keyCountChanged()")) == 1, qPrintable(log.summary()));
        QVERIFY2(log.count(QStringLiteral("presetIdChanged()")) == 1, qPrintable(log.summary()));
        verifyProperties(model, coreState(QStringLiteral("general"), QStringLiteral("elu1"), 1));
    }
}

void TestAttentionModel::nextAndPreviousPrefixStepAndStopAtTheEnds_data()
{
    QTest::addColumn<QString>("presetId");
    for (const Preset &preset : PresetCatalog::presets())
        QTest::newRow(preset.id.c_str()) << fromStd(preset.id);
}

void TestAttentionModel::nextAndPreviousPrefixStepAndStopAtTheEnds()
{
    QFETCH(QString, presetId);
    const int n = keyCountOf(presetId);
    AttentionModel model;
    moveTo(model, presetId, QStringLiteral("relu"), 1);
    QCOMPARE(model.prefix(), 1);

    SignalLog log;
    log.watch(&model);
    for (int expected = 2; expected <= n; ++expected) {
        QVERIFY(QMetaObject::invokeMethod(&model, "nextPrefix"));
        QCOMPARE(model.prefix(), expected);
        QCOMPARE(log.count(QStringLiteral("prefixChanged()")), expected - 1);
    }
    int total = log.total();
    QVERIFY(QMetaObject::invokeMethod(&model, "nextPrefix"));
    QCOMPARE(model.prefix(), n);
    QVERIFY2(log.total() == total, qPrintable(log.summary()));

    for (int expected = n - 1; expected >= 1; --expected) {
        QVERIFY(QMetaObject::invokeMethod(&model, "previousPrefix"));
        QCOMPARE(model.prefix(), expected);
        QCOMPARE(log.count(QStringLiteral("prefixChanged()")), 2 * (n - 1) - (expected - 1));
    }
    total = log.total();
    QVERIFY(QMetaObject::invokeMethod(&model, "previousPrefix"));
    QCOMPARE(model.prefix(), 1);
    QVERIFY2(log.total() == total, qPrintable(log.summary()));
    verifyProperties(model, coreState(presetId, QStringLiteral("relu"), 1));
}

// A lesson step changes preset, map and prefix together: one recompute, so
// each signal at most once and the derivation reset once.
void TestAttentionModel::setStateRecomputesOnce()
{
    AttentionModel model;
    QSignalSpy preset(&model, &AttentionModel::presetIdChanged);
    QSignalSpy map(&model, &AttentionModel::featureMapIdChanged);
    QSignalSpy prefix(&model, &AttentionModel::prefixChanged);
    QSignalSpy output(&model, &AttentionModel::outputChanged);
    QSignalSpy derivationReset(model.derivation(), &QAbstractItemModel::modelReset);
    QVERIFY(model.setState(QStringLiteral("all-negative"), QStringLiteral("relu"), 3));
    QCOMPARE(preset.count(), 1);
    QCOMPARE(map.count(), 1);
    QCOMPARE(prefix.count(), 1);
    QCOMPARE(output.count(), 1);
    QVERIFY(derivationReset.count() <= 1);
    QCOMPARE(model.presetId(), QStringLiteral("all-negative"));
    QCOMPARE(model.featureMapId(), QStringLiteral("relu"));
    QCOMPARE(model.prefix(), 3);
    QCOMPARE(model.outputText(), QStringLiteral("Unavailable"));
    QVERIFY(model.setState(QStringLiteral("all-negative"), QStringLiteral("relu"), 3));
    QCOMPARE(preset.count(), 1);
    QCOMPARE(output.count(), 1);
}

void TestAttentionModel::setStateRefusesUnknownIds()
{
    AttentionModel model;
    QSignalSpy prefix(&model, &AttentionModel::prefixChanged);
    QVERIFY(!model.setState(QStringLiteral("nope"), QStringLiteral("relu"), 2));
    QVERIFY(model.errorMessage().contains(QStringLiteral("nope")));
    QVERIFY(!model.setState(QStringLiteral("general"), QStringLiteral("softmax"), 2));
    QVERIFY(model.errorMessage().contains(QStringLiteral("softmax")));
    QCOMPARE(prefix.count(), 0);
    QCOMPARE(model.presetId(), QStringLiteral("general"));
    QCOMPARE(model.featureMapId(), QStringLiteral("elu1"));
}

QTEST_GUILESS_MAIN(TestAttentionModel)

#include "tst_model.moc"
