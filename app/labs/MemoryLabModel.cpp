// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryLabModel.h"

#include "AtomicSave.h"
#include "CoreTexts.h"
#include "MemoryLabSettingsType.h"
#include "MemoryPairsJson.h"
#include "data_edit.h"
#include "derivation.h"
#include "feature_map.h"
#include "memory_exporters.h"
#include "message.h"
#include "notebook_exporter.h"
#include "number_format.h"
#include "plot_range.h"

#include <QLocale>

#include <algorithm>
#include <array>
#include <cmath>
#include <exception>

namespace linattn {

namespace {

// The local path of a file a dialog chose (a URL), or the URL as text.
QString pathOf(const QUrl &file)
{
    return file.isLocalFile() ? file.toLocalFile() : file.toString();
}

QString number(double x)
{
    return QString::fromStdString(formatRounded(x));
}

// As the derivation writes a vector: rounded, a long one shortened ("[…] (64 entries)").
QString vectorText(std::span<const double> x)
{
    return CoreTexts::translated(formatVectorText(x));
}

QVariantList numbers(const std::vector<double> &x)
{
    QVariantList list;
    for (double each : x)
        list << each;
    return list;
}

QString unavailableWord()
{
    return CoreTexts::translated(makeMessage(MessageId::Unavailable));
}

// The subscript digits of a pair's index ("₁₂"), as the derivation writes them.
QString subscript(std::size_t n)
{
    return QString::fromStdString(subscripted({}, n));
}

// The files the memory is saved as: the format, the save dialog's title and its name filter.
struct MemoryFileKind {
    const char *format;
    const char *dialogTitle; // translated in MemoryLabModel's context
    const char *nameFilter;
};
const MemoryFileKind kMemoryFileKinds[] = {
    {"csv", QT_TRANSLATE_NOOP("linattn::MemoryLabModel", "Save the memory as CSV"),
        QT_TRANSLATE_NOOP("linattn::MemoryLabModel", "CSV files (*.csv)")},
    {"json", QT_TRANSLATE_NOOP("linattn::MemoryLabModel", "Save the memory as JSON"),
        QT_TRANSLATE_NOOP("linattn::MemoryLabModel", "JSON files (*.json)")},
    {"ipynb", QT_TRANSLATE_NOOP("linattn::MemoryLabModel", "Save the memory as a Jupyter notebook"),
        QT_TRANSLATE_NOOP("linattn::MemoryLabModel", "Jupyter notebooks (*.ipynb)")},
};

const MemoryFileKind *memoryFileKind(const QString &format)
{
    for (const MemoryFileKind &kind : kMemoryFileKinds)
        if (format == QLatin1String(kind.format))
            return &kind;
    return nullptr;
}

// Cells again as rows of `columns`.
QList<QStringList> rowsOf(const QStringList &cells, int columns)
{
    QList<QStringList> rows;
    for (qsizetype at = 0; at < cells.size(); at += std::max(1, columns))
        rows << cells.mid(at, std::max(1, columns));
    return rows;
}

// {min, max, tick} around every coordinate of the points, the origin included (the arrows
// start there).
QVariantMap rangeOf(const std::vector<const std::vector<double> *> &points)
{
    std::vector<double> coordinates {0.0};
    for (const std::vector<double> *point : points)
        coordinates.insert(coordinates.end(), point->begin(), point->end());
    const PlotRange range = plotRange(coordinates);
    return {{QStringLiteral("min"), range.min}, {QStringLiteral("max"), range.max},
        {QStringLiteral("tick"), range.step}};
}

} // namespace

MemoryLabModel::MemoryLabModel(QObject *parent)
    : QObject(parent)
{
    recompute();
}

QString MemoryLabModel::rule() const
{
    return inputs_.settings.rule == MemoryRule::Delta ? QStringLiteral("delta")
                                                      : QStringLiteral("sum");
}

QString MemoryLabModel::ruleFormula() const
{
    return inputs_.settings.rule == MemoryRule::Delta
        ? tr("S ← γS + βf(v − γSᵀf)ᵀ, f = φ(k)/‖φ(k)‖")
        : tr("S ← γS + f vᵀ, f = φ(k)/‖φ(k)‖");
}

template <typename Apply> void MemoryLabModel::change(const QString &refusal, Apply apply)
{
    if (!refusal.isEmpty()) {
        setInputError(refusal);
        return;
    }
    const Inputs before = inputs_;
    apply();
    try {
        recompute();
    } catch (const std::exception &error) {
        // A map that cannot take these keys (FAVOR+'s exponentials): the last state stays (a
        // failed recompute keeps its result).
        inputs_ = before;
        setInputError(QString::fromUtf8(error.what()));
        return;
    }
    setInputError({});
    emit inputsChanged();
    emit resultChanged();
    emit selectedWriteChanged();
    emit selectedPairChanged();
    if (capacityWanted_)
        runCapacity();
}

void MemoryLabModel::setInputError(const QString &error)
{
    if (inputError_ == error)
        return;
    inputError_ = error;
    emit inputErrorChanged();
}

bool MemoryLabModel::setTypedNumber(
    const QString &name, const QString &text, void (MemoryLabModel::*setter)(double))
{
    QString written = text.trimmed();
    written.replace(QLatin1Char(','), QLatin1Char('.'));
    bool ok = false;
    const double value = QLocale::c().toDouble(written, &ok);
    if (!ok) {
        setInputError(tr("%1: “%2” is not a number").arg(name, text.trimmed()));
        return false;
    }
    // A number the setting already has answers an earlier refusal too.
    setInputError({});
    (this->*setter)(value);
    return inputError_.isEmpty();
}

bool MemoryLabModel::setBetaText(const QString &text)
{
    return setTypedNumber(QStringLiteral("β"), text, &MemoryLabModel::setBeta);
}

bool MemoryLabModel::setDecayText(const QString &text)
{
    return setTypedNumber(QStringLiteral("γ"), text, &MemoryLabModel::setDecay);
}

bool MemoryLabModel::setTemperatureText(const QString &text)
{
    return setTypedNumber(QStringLiteral("τ"), text, &MemoryLabModel::setTemperature);
}

void MemoryLabModel::setConcealed(bool concealed)
{
    if (concealed == concealed_)
        return;
    concealed_ = concealed;
    emit concealedChanged();
    // Every result the lab shows reads again.
    emit resultChanged();
    emit selectedWriteChanged();
    emit selectedPairChanged();
    emit capacityChanged();
}

// What a concealed number reads as.
static QString concealedMark()
{
    return QStringLiteral("?");
}

MemoryLabSettings MemoryLabModel::settings() const
{
    MemoryLabSettings settings;
    settings.writing = inputs_.settings;
    settings.writing.keepStates = false;
    settings.featureMapId = inputs_.featureMapId.toStdString();
    settings.pairs = std::size_t(inputs_.pairCount);
    settings.dimension = std::size_t(inputs_.dimension);
    settings.orthogonalKeys = inputs_.orthogonalKeys;
    settings.seed = std::uint64_t(inputs_.seed);
    return settings;
}

bool MemoryLabModel::applySettings(const MemoryLabSettings &settings)
{
    if (!inputs_.ownPairs && settings == this->settings())
        return true;
    if (auto error = memoryLabSettingsError(settings)) {
        setInputError(QStringLiteral("%1: %2").arg(
            QString::fromStdString(error->field), QString::fromStdString(error->message)));
        return false;
    }
    change({}, [&] {
        const bool keepStates = inputs_.settings.keepStates;
        inputs_.settings = settings.writing;
        inputs_.settings.keepStates = keepStates;
        inputs_.featureMapId = QString::fromStdString(settings.featureMapId);
        inputs_.pairCount = int(settings.pairs);
        inputs_.dimension = int(settings.dimension);
        inputs_.orthogonalKeys = settings.orthogonalKeys;
        inputs_.seed = int(settings.seed);
        inputs_.ownPairs = false;
        inputs_.own = {};
    });
    return inputError_.isEmpty();
}

QVariant MemoryLabModel::lessonSettings() const
{
    return QVariant::fromValue(settings());
}

void MemoryLabModel::setLessonSettings(const QVariant &settings)
{
    if (settings.canConvert<MemoryLabSettings>())
        applySettings(settings.value<MemoryLabSettings>());
}

void MemoryLabModel::setRule(const QString &rule)
{
    if (rule == this->rule())
        return;
    const bool known = rule == QLatin1String("sum") || rule == QLatin1String("delta");
    change(known ? QString() : tr("Rule: '%1' is neither sum nor delta").arg(rule), [&] {
        inputs_.settings.rule
            = rule == QLatin1String("delta") ? MemoryRule::Delta : MemoryRule::Sum;
    });
}

void MemoryLabModel::setBeta(double beta)
{
    if (beta == inputs_.settings.beta)
        return;
    const bool ok = std::isfinite(beta) && beta > 0 && beta <= 1;
    change(ok ? QString() : tr("β: %1 is outside (0, 1]").arg(beta),
        [&] { inputs_.settings.beta = beta; });
}

void MemoryLabModel::setDecay(double decay)
{
    if (decay == inputs_.settings.decay)
        return;
    const bool ok = std::isfinite(decay) && decay > 0 && decay <= 1;
    change(ok ? QString() : tr("γ: %1 is outside (0, 1]").arg(decay),
        [&] { inputs_.settings.decay = decay; });
}

void MemoryLabModel::setPasses(int passes)
{
    if (passes == this->passes())
        return;
    const bool ok = passes >= 1 && passes <= kMaxPasses;
    change(ok ? QString() : tr("Passes: %1 is outside 1…%2").arg(passes).arg(kMaxPasses),
        [&] { inputs_.settings.passes = std::size_t(passes); });
}

void MemoryLabModel::setTemperature(double temperature)
{
    if (temperature == inputs_.settings.temperature)
        return;
    const bool ok = std::isfinite(temperature) && temperature >= 1e-100 && temperature <= 1e100;
    change(ok ? QString() : tr("τ: %1 is outside 1e-100…1e100").arg(temperature),
        [&] { inputs_.settings.temperature = temperature; });
}

void MemoryLabModel::setFeatureMapId(const QString &id)
{
    if (id == inputs_.featureMapId)
        return;
    const std::vector<std::string_view> known = memoryFeatureMapIds();
    const bool ok = std::find(known.begin(), known.end(), id.toStdString()) != known.end();
    change(ok ? QString() : tr("Feature map: unknown map '%1'").arg(id),
        [&] { inputs_.featureMapId = id; });
}

QVariantList MemoryLabModel::featureMaps() const
{
    QVariantList maps;
    for (const FeatureMap *map : linattn::featureMaps())
        maps << QVariantMap {{QStringLiteral("id"),
                                 QString::fromUtf8(map->id().data(), qsizetype(map->id().size()))},
            {QStringLiteral("title"), CoreTexts::translated(map->titleText())}};
    for (int nu = 1; nu <= 3; ++nu)
        maps << QVariantMap {{QStringLiteral("id"), QStringLiteral("dpfp%1").arg(nu)},
            {QStringLiteral("title"), tr("DPFP-%1 (2·d·%1 features)").arg(nu)}};
    return maps;
}

int MemoryLabModel::featureMapIndex() const
{
    const std::vector<std::string_view> ids = memoryFeatureMapIds();
    const auto at = std::find(ids.begin(), ids.end(), inputs_.featureMapId.toStdString());
    return int(at - ids.begin());
}

void MemoryLabModel::setPairCount(int count)
{
    if (count == inputs_.pairCount)
        return;
    QString refusal;
    if (count < 1 || count > kMaxPairs)
        refusal = tr("Pairs: %1 is outside 1…%2").arg(count).arg(kMaxPairs);
    else if (inputs_.orthogonalKeys && !inputs_.ownPairs && count > inputs_.dimension)
        refusal = tr("Pairs: orthogonal keys of %1 coordinates make at most %1 pairs")
                      .arg(inputs_.dimension);
    change(refusal, [&] {
        inputs_.pairCount = count;
        if (!inputs_.ownPairs)
            return;
        // Own pairs keep theirs: fewer drops the last ones, more adds the seed's next ones.
        MemoryPairs &own = inputs_.own;
        if (own.keys.size() > std::size_t(count)) {
            own.keys.resize(std::size_t(count));
            own.values.resize(std::size_t(count));
            return;
        }
        const MemoryPairs more = randomMemoryPairs(
            std::size_t(count), std::size_t(inputs_.dimension), std::uint64_t(inputs_.seed), false);
        for (std::size_t i = own.keys.size(); i < std::size_t(count); ++i) {
            own.keys.push_back(more.keys[i]);
            own.values.push_back(more.values[i]);
        }
    });
}

void MemoryLabModel::setDimension(int dimension)
{
    if (dimension == inputs_.dimension)
        return;
    QString refusal;
    if (dimension < 1 || dimension > kMaxDimension)
        refusal = tr("d: %1 is outside 1…%2").arg(dimension).arg(kMaxDimension);
    else if (inputs_.ownPairs)
        refusal = tr("d: own pairs keep their %1 coordinates; turn Own pairs off to change d")
                      .arg(inputs_.dimension);
    else if (inputs_.orthogonalKeys && inputs_.pairCount > dimension)
        refusal = tr("d: %1 pairs of orthogonal keys need at least %1 coordinates")
                      .arg(inputs_.pairCount);
    change(refusal, [&] { inputs_.dimension = dimension; });
}

void MemoryLabModel::setOrthogonalKeys(bool orthogonal)
{
    if (orthogonal == inputs_.orthogonalKeys)
        return;
    const QString refusal = inputs_.ownPairs
        ? tr("Orthogonal keys: own pairs are placed by hand; turn Own pairs off first")
        : orthogonal && inputs_.pairCount > inputs_.dimension
        ? tr("Orthogonal keys: %1 pairs need at least %1 coordinates (d = %2)")
              .arg(inputs_.pairCount)
              .arg(inputs_.dimension)
        : QString();
    change(refusal, [&] { inputs_.orthogonalKeys = orthogonal; });
}

void MemoryLabModel::setSeed(int seed)
{
    if (seed == inputs_.seed)
        return;
    change(
        seed < 0 ? tr("Seed: %1 is below 0").arg(seed) : QString(), [&] { inputs_.seed = seed; });
}

void MemoryLabModel::setOwnPairs(bool own)
{
    if (own == inputs_.ownPairs)
        return;
    // Own pairs may be more than orthogonal keys of d coordinates can be.
    const QString refusal = !own && inputs_.orthogonalKeys && inputs_.pairCount > inputs_.dimension
        ? tr("Own pairs: %1 pairs cannot have orthogonal keys of %2 coordinates; take fewer "
             "pairs first")
              .arg(inputs_.pairCount)
              .arg(inputs_.dimension)
        : QString();
    // They start as the pairs shown, so that turning them on changes nothing yet.
    change(refusal, [&] {
        inputs_.ownPairs = own;
        if (own)
            inputs_.own = pairs_;
    });
}

bool MemoryLabModel::movePoint(int pair, bool value, double x, double y)
{
    if (!inputs_.ownPairs || !planesShown() || pair < 0 || pair >= inputs_.pairCount)
        return false;
    // On a grid of 0.05, as the data editor's drags land on readable numbers.
    const std::vector<double> at {snapToGrid(x, 0.05), snapToGrid(y, 0.05)};
    const QString name = QStringLiteral("%1%2").arg(value ? u'v' : u'k').arg(subscript(pair));
    QString refusal;
    if (!std::isfinite(at[0]) || !std::isfinite(at[1]))
        refusal = tr("%1: the position is not a number").arg(name);
    else if (value && at[0] == 0.0 && at[1] == 0.0)
        refusal
            = tr("%1: a value of length 0 has no relative error; it stays where it was").arg(name);
    std::vector<double> &point
        = value ? inputs_.own.values[std::size_t(pair)] : inputs_.own.keys[std::size_t(pair)];
    if (refusal.isEmpty() && point == at)
        return true;
    change(refusal, [&] { point = at; });
    return refusal.isEmpty();
}

QString MemoryLabModel::about() const
{
    const QString source = inputs_.ownPairs
        ? tr("The pairs are the ones placed by hand or opened from a file (Own pairs).")
        : tr("Keys and values are random numbers (standard normal) from the seed; with "
             "Orthogonal keys the keys are made orthonormal.");
    return source + QLatin1Char(' ')
        + tr("A key is written and read with its features made unit length, f = φ(k)/‖φ(k)‖; a "
             "key whose features are all 0 can be neither (Unavailable). A pair counts as "
             "recalled when its own value is the nearest to the read-out. Softmax reads every "
             "stored pair, r = Σⱼ softmaxⱼ(k·kⱼ/τ) vⱼ, with a cache that grows with N; S stays "
             "m × d_v.");
}

bool MemoryLabModel::reportFile(const QString &message, bool done)
{
    exportMessage_ = message;
    emit exportMessageChanged();
    return done;
}

bool MemoryLabModel::openPairs(const QUrl &file)
{
    const QString path = pathOf(file);
    auto read = readMemoryPairsFile(path);
    if (const auto *problem = std::get_if<QString>(&read))
        return reportFile(tr("%1: not opened: %2").arg(path, *problem), false);
    MemoryPairs pairs = std::get<MemoryPairs>(std::move(read));
    const std::size_t count = pairs.keys.size();
    if (count > std::size_t(kMaxPairs))
        return reportFile(tr("%1: not opened: %2 pairs, the lab takes at most %3")
                              .arg(path)
                              .arg(count)
                              .arg(kMaxPairs),
            false);
    change({}, [&] {
        inputs_.ownPairs = true;
        inputs_.dimension = int(pairs.keys.front().size());
        inputs_.pairCount = int(count);
        inputs_.own = std::move(pairs);
    });
    if (!inputError().isEmpty()) // the feature map cannot take these keys (FAVOR+)
        return reportFile(tr("%1: not opened: %2").arg(path, inputError()), false);
    return reportFile(
        tr("%1 pairs of %2 coordinates opened from %3").arg(count).arg(inputs_.dimension).arg(path),
        true);
}

bool MemoryLabModel::savePairs(const QUrl &file)
{
    const QString path = pathOf(file);
    const QString problem
        = path.isEmpty() ? tr("no file was chosen") : saveAtomically(path, memoryPairsJson(pairs_));
    return reportFile(problem.isEmpty()
            ? tr("The %1 pairs saved to %2").arg(pairs_.keys.size()).arg(path)
            : tr("%1: not written: %2").arg(path, problem),
        problem.isEmpty());
}

void MemoryLabModel::recompute()
{
    MemoryPairs pairs = inputs_.ownPairs
        ? inputs_.own
        : randomMemoryPairs(std::size_t(inputs_.pairCount), std::size_t(inputs_.dimension),
            std::uint64_t(inputs_.seed), inputs_.orthogonalKeys);
    const MemoryFeatures features = *memoryFeaturesFor(inputs_.featureMapId.toStdString());
    // Every write kept for the step-through while that stays small.
    MemorySettings settings = inputs_.settings;
    const std::size_t m = features(pairs.keys.front()).size();
    settings.keepStates
        = pairs.keys.size() * settings.passes * m * pairs.values.front().size() <= kMaxKeptNumbers;
    MemoryResult result = computeMemory(pairs, features, settings);
    pairs_ = std::move(pairs);
    result_ = std::move(result);
    selectedWrite_ = writeCount();
    selectedPair_ = 0;
}

QString MemoryLabModel::spokenRow(
    std::size_t i, const MemoryReadout &linear, const MemoryReadout &softmax) const
{
    const QString name = QStringLiteral("k%1").arg(subscript(i));
    const QString readout = linear.readout
        ? tr("read-out %1, error %2, %3")
              .arg(vectorText(*linear.readout), number(*linear.error),
                  linear.recalled ? tr("recalled") : tr("not recalled"))
        : tr("read-out Unavailable: its features are all 0");
    return tr("Pair %1: key %2, value %3, %4; softmax: error %5, %6")
        .arg(name, vectorText(pairs_.keys[i]), vectorText(pairs_.values[i]), readout,
            number(softmax.error.value_or(0)),
            softmax.recalled ? tr("recalled") : tr("not recalled"));
}

QVariantList MemoryLabModel::pairs() const
{
    QVariantList rows;
    for (std::size_t i = 0; i < result_.pairCount; ++i) {
        const MemoryReadout &linear = result_.linear[i];
        const MemoryReadout &softmax = result_.softmax[i];
        if (concealed_) {
            const QString name = QStringLiteral("k%1").arg(subscript(i));
            rows << QVariantMap {{QStringLiteral("index"), int(i)}, {QStringLiteral("name"), name},
                {QStringLiteral("key"), vectorText(pairs_.keys[i])},
                {QStringLiteral("value"), vectorText(pairs_.values[i])},
                {QStringLiteral("readout"), concealedMark()},
                {QStringLiteral("readoutValues"), QVariantList {}},
                {QStringLiteral("error"), concealedMark()},
                {QStringLiteral("errorValue"), QVariant()}, {QStringLiteral("recalled"), false},
                {QStringLiteral("recalledText"), concealedMark()},
                {QStringLiteral("notRecalled"), false},
                {QStringLiteral("softmaxReadout"), concealedMark()},
                {QStringLiteral("softmaxReadoutValues"), QVariantList {}},
                {QStringLiteral("softmaxError"), concealedMark()},
                {QStringLiteral("softmaxRecalled"), false},
                {QStringLiteral("softmaxText"), concealedMark()},
                {QStringLiteral("spoken"),
                    tr("Pair %1: key %2, value %3; its read-outs are hidden until the question is "
                       "answered")
                        .arg(name, vectorText(pairs_.keys[i]), vectorText(pairs_.values[i]))}};
            continue;
        }
        rows << QVariantMap {{QStringLiteral("index"), int(i)},
            {QStringLiteral("name"), QStringLiteral("k%1").arg(subscript(i))},
            {QStringLiteral("key"), vectorText(pairs_.keys[i])},
            {QStringLiteral("value"), vectorText(pairs_.values[i])},
            {QStringLiteral("readout"),
                linear.readout ? vectorText(*linear.readout) : unavailableWord()},
            {QStringLiteral("readoutValues"),
                linear.readout ? numbers(*linear.readout) : QVariantList {}},
            {QStringLiteral("error"), linear.error ? number(*linear.error) : QString()},
            {QStringLiteral("errorValue"), linear.error ? QVariant(*linear.error) : QVariant()},
            {QStringLiteral("recalled"), linear.recalled},
            {QStringLiteral("recalledText"), linear.recalled ? tr("yes") : tr("no")},
            {QStringLiteral("notRecalled"), !linear.recalled},
            {QStringLiteral("softmaxReadout"), vectorText(*softmax.readout)},
            {QStringLiteral("softmaxReadoutValues"), numbers(*softmax.readout)},
            {QStringLiteral("softmaxError"), number(softmax.error.value_or(0))},
            {QStringLiteral("softmaxRecalled"), softmax.recalled},
            {QStringLiteral("softmaxText"),
                tr("%1, %2").arg(
                    number(softmax.error.value_or(0)), softmax.recalled ? tr("yes") : tr("no"))},
            {QStringLiteral("spoken"), spokenRow(i, linear, softmax)}};
    }
    return rows;
}

QStringList MemoryLabModel::cellsOf(const std::vector<double> &state) const
{
    const std::size_t columns = result_.valueDimension;
    QStringList cells;
    for (std::size_t row = 0; row < std::min<std::size_t>(result_.featureDimension, kStateShown);
         ++row)
        for (std::size_t column = 0; column < std::size_t(stateColumns()); ++column)
            cells << number(state[row * columns + column]);
    return cells;
}

QVariantList MemoryLabModel::stateRows() const
{
    QVariantList rows;
    for (const QStringList &row : rowsOf(stateCells(), stateColumns()))
        rows << row;
    return rows;
}

void MemoryLabModel::setSelectedWrite(int write)
{
    if (write == selectedWrite_ || write < 1 || write > writeCount())
        return;
    selectedWrite_ = write;
    emit selectedWriteChanged();
}

QString MemoryLabModel::writeCaption() const
{
    if (writeCount() == 0)
        return result_.writtenPairs.empty()
            ? tr("No pair could be written: every key's features are 0.")
            : tr("S after the last of %1 writes (the writes one by one are kept for up to %2 "
                 "numbers, N · passes · m · d_v)")
                  .arg(result_.writtenPairs.size())
                  .arg(kMaxKeptNumbers);
    const std::size_t pair = result_.writtenPairs[std::size_t(selectedWrite_ - 1)];
    return tr("S after write %1 of %2, pair %3")
        .arg(selectedWrite_)
        .arg(writeCount())
        .arg(QStringLiteral("k%1").arg(subscript(pair)));
}

QStringList MemoryLabModel::writeLines() const
{
    if (writeCount() == 0)
        return {};
    if (concealed_)
        return {tr("What each write changes is hidden until the question is answered.")};
    const std::size_t w = std::size_t(selectedWrite_ - 1);
    const std::size_t pair = result_.writtenPairs[w];
    const QString i = subscript(pair);
    const bool delta = inputs_.settings.rule == MemoryRule::Delta;
    QStringList lines;
    lines << tr("k%1 = %2, v%1 = %3")
                 .arg(i, vectorText(pairs_.keys[pair]), vectorText(pairs_.values[pair]));
    lines << tr("f = φ(k%1)/‖φ(k%1)‖ = %2").arg(i, vectorText(*result_.features[pair]));
    lines << tr("what S returns for k%1 before the write: γSᵀf = %2")
                 .arg(i, vectorText(result_.predictions[w]));
    lines << (delta ? tr("written: w = β(v%1 − γSᵀf) = %2, what S still lacked of v%1")
                          .arg(i, vectorText(result_.writtenValues[w]))
                    : tr("written: w = v%1 = %2, whatever S held already")
                          .arg(i, vectorText(result_.writtenValues[w])));
    lines << tr("S ← γS + f wᵀ");
    return lines;
}

QStringList MemoryLabModel::writeCells() const
{
    if (concealed_)
        return QStringList(stateCells().size(), concealedMark());
    if (writeCount() == 0)
        return stateCells();
    return cellsOf(result_.states[std::size_t(selectedWrite_ - 1)]);
}

void MemoryLabModel::setSelectedPair(int pair)
{
    if (pair == selectedPair_ || pair < 0 || pair >= int(result_.pairCount))
        return;
    selectedPair_ = pair;
    emit selectedPairChanged();
}

QStringList MemoryLabModel::readLines() const
{
    if (result_.pairCount == 0)
        return {};
    if (concealed_)
        return {tr("The read-outs are hidden until the question is answered.")};
    const std::size_t i = std::size_t(selectedPair_);
    const QString k = QStringLiteral("k%1").arg(subscript(i));
    const QString v = QStringLiteral("v%1").arg(subscript(i));
    const MemoryReadout &linear = result_.linear[i];
    const MemoryReadout &softmax = result_.softmax[i];
    // How recall was judged: v against the nearest stored value that differs from it.
    const auto judged = [&](const MemoryReadout &readout) {
        if (!readout.nearestOther)
            return tr("‖r − %1‖ = %2; every stored value equals %1: recalled")
                .arg(v, number(readout.ownDistance));
        const QString other = QStringLiteral("v%1").arg(subscript(*readout.nearestOther));
        return (readout.recalled
                ? tr("‖r − %1‖ = %2 < ‖r − %3‖ = %4, the nearest other value: recalled")
                : tr("‖r − %1‖ = %2, but ‖r − %3‖ = %4 is not farther: not recalled"))
            .arg(v, number(readout.ownDistance), other, number(readout.nearestOtherDistance));
    };
    QStringList lines;
    if (!linear.readout) {
        lines << tr("%1's features are all 0: nothing was written with it, and nothing can be "
                    "read (Unavailable)")
                     .arg(k);
    } else {
        lines << tr("r = Sᵀf for %1 = %2").arg(k, vectorText(*linear.readout));
        lines << tr("error ‖r − %1‖ / ‖%1‖ = %2").arg(v, number(*linear.error));
        lines << judged(linear);
    }
    lines << tr("softmax over every pair: r = %1, error %2")
                 .arg(vectorText(*softmax.readout), number(softmax.error.value_or(0)));
    lines << judged(softmax);
    return lines;
}

QString MemoryLabModel::writeStateText() const
{
    QStringList rows;
    for (const QStringList &row : rowsOf(writeCells(), stateColumns()))
        rows << QLatin1Char('[') + row.join(QStringLiteral(", ")) + QLatin1Char(']');
    return tr("S: %1").arg(rows.join(QStringLiteral("; ")));
}

QStringList MemoryLabModel::stateCells() const
{
    const QStringList cells = cellsOf(result_.state);
    return concealed_ ? QStringList(cells.size(), concealedMark()) : cells;
}

int MemoryLabModel::stateColumns() const
{
    return int(std::min<std::size_t>(result_.valueDimension, kStateShown));
}

QString MemoryLabModel::stateCaption() const
{
    const std::size_t m = result_.featureDimension, dv = result_.valueDimension;
    const QString size
        = tr("S, m × d_v = %1 × %2, the same size whatever the number of pairs").arg(m).arg(dv);
    if (m <= std::size_t(kStateShown) && dv <= std::size_t(kStateShown))
        return size;
    return tr("%1 (its first %2 rows and columns shown)").arg(size).arg(kStateShown);
}

QString MemoryLabModel::memorySummary() const
{
    if (concealed_)
        return tr("mean error ? · ? of %1 pairs recalled (hidden until the question is answered)")
            .arg(result_.pairCount);
    const QString recalled
        = tr("%1 of %2 pairs recalled").arg(result_.recalledCount).arg(result_.pairCount);
    if (!result_.meanError)
        return tr("no pair can be read: every key's features are 0 · %1").arg(recalled);
    return tr("mean error %1 · %2").arg(number(*result_.meanError), recalled);
}

QString MemoryLabModel::softmaxSummary() const
{
    if (concealed_)
        return tr("mean error ? · ? of %1 pairs recalled").arg(result_.pairCount);
    return tr("mean error %1 · %2")
        .arg(number(result_.softmaxMeanError),
            tr("%1 of %2 pairs recalled").arg(result_.softmaxRecalledCount).arg(result_.pairCount));
}

QVariantMap MemoryLabModel::planes() const
{
    if (!planesShown())
        return {};
    const auto point = [](const std::vector<double> &x, const QString &label) {
        return QVariantMap {{QStringLiteral("x"), x[0]}, {QStringLiteral("y"), x[1]},
            {QStringLiteral("label"), label}};
    };
    QVariantList keys, values, readouts, softmaxReadouts;
    std::vector<const std::vector<double> *> keyPoints, valuePoints;
    for (std::size_t i = 0; i < result_.pairCount; ++i) {
        keys << point(pairs_.keys[i], QStringLiteral("k%1").arg(subscript(i)));
        values << point(pairs_.values[i], QStringLiteral("v%1").arg(subscript(i)));
        keyPoints.push_back(&pairs_.keys[i]);
        valuePoints.push_back(&pairs_.values[i]);
        if (concealed_)
            continue; // the keys and values only
        if (const auto &r = result_.linear[i].readout) {
            QVariantMap readout = point(*r, QStringLiteral("r%1").arg(subscript(i)));
            readout.insert(QStringLiteral("pair"), int(i));
            readouts << readout;
            valuePoints.push_back(&*r);
        }
        softmaxReadouts << point(*result_.softmax[i].readout, QString());
        valuePoints.push_back(&*result_.softmax[i].readout);
    }
    return {{QStringLiteral("keys"), keys}, {QStringLiteral("values"), values},
        {QStringLiteral("readouts"), readouts},
        {QStringLiteral("softmaxReadouts"), softmaxReadouts},
        {QStringLiteral("keyRange"), rangeOf(keyPoints)},
        {QStringLiteral("valueRange"), rangeOf(valuePoints)}};
}

QString MemoryLabModel::dialogTitle(const QString &format) const
{
    const MemoryFileKind *kind = memoryFileKind(format);
    return kind ? tr(kind->dialogTitle) : QString();
}

QStringList MemoryLabModel::nameFilters(const QString &format) const
{
    const MemoryFileKind *kind = memoryFileKind(format);
    return kind ? QStringList {tr(kind->nameFilter)} : QStringList();
}

QString MemoryLabModel::settingsCaption() const
{
    const QVariantList maps = featureMaps();
    const int index = featureMapIndex();
    const QString map = index >= 0 && index < maps.size()
        ? maps[index].toMap().value(QStringLiteral("title")).toString()
        : featureMapId();
    const QString rule = inputs_.settings.rule == MemoryRule::Delta
        ? tr("delta rule, β = %1").arg(number(beta()))
        : tr("sum rule");
    const QString keys = ownPairs() ? tr("N = %1 pairs placed by hand").arg(pairCount())
        : orthogonalKeys()
        ? tr("N = %1 pairs with orthogonal keys (seed %2)").arg(pairCount()).arg(seed())
        : tr("N = %1 random pairs (seed %2)").arg(pairCount()).arg(seed());
    return tr("%1, γ = %2, passes over the pairs: %3; feature map %4, softmax τ = %5; %6, d = %7")
        .arg(rule, number(decay()))
        .arg(passes())
        .arg(map, number(temperature()), keys)
        .arg(dimension());
}

QString MemoryLabModel::suggestedFileName(const QString &format) const
{
    return memoryFileKind(format) ? QStringLiteral("memory.") + format : QString();
}

bool MemoryLabModel::exportAs(const QString &format, const QUrl &file)
{
    if (concealed_)
        return reportFile(tr("Nothing was saved: the results are hidden until the question is "
                             "answered"),
            false);
    const QString path = pathOf(file);
    if (!memoryFileKind(format))
        return reportFile(
            tr("Nothing was exported: unknown format '%1' (csv, json or ipynb)").arg(format),
            false);
    if (path.isEmpty())
        return reportFile(tr("Nothing was exported: no file was chosen"), false);
    MemoryInputs inputs;
    inputs.source = inputs_.ownPairs ? "own" : inputs_.orthogonalKeys ? "orthogonal" : "random";
    if (!inputs_.ownPairs)
        inputs.seed = std::uint64_t(inputs_.seed);
    inputs.featureMap = inputs_.featureMapId.toStdString();
    inputs.settings = inputs_.settings;
    const std::string text = format == QLatin1String("csv") ? memoryCsv(pairs_, result_, inputs)
        : format == QLatin1String("ipynb") ? exportMemoryNotebook(pairs_, result_, inputs,
              [](const Text &text) { return CoreTexts::translated(text).toStdString(); })
                                           : memoryJson(pairs_, result_, inputs);
    const QString problem = saveAtomically(path, QByteArray::fromStdString(text));
    if (!problem.isEmpty())
        return reportFile(tr("%1: not written: %2").arg(path, problem), false);
    return reportFile(
        tr("The memory's %1 pairs saved as %2 to %3")
            .arg(result_.pairCount)
            .arg(format == QLatin1String("ipynb") ? tr("a Jupyter notebook") : format.toUpper(),
                path),
        true);
}

void MemoryLabModel::startCapacity()
{
    capacityWanted_ = true;
    runCapacity();
}

void MemoryLabModel::stopCapacity()
{
    capacityWanted_ = false;
    capacityWorker_.stop();
    if (capacityBusy_) {
        capacityBusy_ = false;
        emit capacityChanged();
    }
}

void MemoryLabModel::runCapacity()
{
    const std::vector<std::size_t> counts = capacityPairCounts(result_.featureDimension);
    capacityPoints_.clear();
    capacityCount_ = counts.size();
    capacityFeatures_ = result_.featureDimension;
    capacityDimension_ = std::size_t(inputs_.dimension);
    capacityBusy_ = true;
    emit capacityChanged();
    const MemoryFeatures features = *memoryFeaturesFor(inputs_.featureMapId.toStdString());
    capacityWorker_.start(
        [this, counts, features, settings = inputs_.settings, d = std::size_t(inputs_.dimension),
            seed = std::uint64_t(inputs_.seed)](const CancellableWorker::Run &run) {
            for (std::size_t n : counts) {
                if (run.stopRequested())
                    return;
                CapacityPoint point;
                try {
                    point = capacityPoint(n, d, features, settings, seed, run.stopToken());
                } catch (const std::exception &) {
                    // The window refused these settings before they reached here; should a map
                    // still throw, the curve ends where it could be computed.
                    break;
                }
                if (point.pairs == 0)
                    return; // stopped
                run.post([this, point] {
                    capacityPoints_.push_back(point);
                    emit capacityChanged();
                });
            }
            run.post([this] {
                capacityBusy_ = false;
                capacityWorker_.join();
                emit capacityChanged();
            });
        });
}

QString MemoryLabModel::capacityCaption() const
{
    const std::vector<std::size_t> counts = capacityPairCounts(capacityFeatures_);
    if (counts.empty() || capacityDimension_ == 0)
        return {};
    if (concealed_)
        return tr("The capacity curves are hidden until the question is answered.");
    return tr("N random pairs of d = %1 coordinates, N from 1 to %2, each written by both rules "
              "with the settings on the left and read back; the memory has m = %3 features, "
              "S %3 × %1 numbers.")
        .arg(capacityDimension_)
        .arg(counts.back())
        .arg(capacityFeatures_);
}

double MemoryLabModel::capacityProgress() const
{
    return capacityCount_ == 0 ? 0.0 : double(capacityPoints_.size()) / double(capacityCount_);
}

QVariantMap MemoryLabModel::capacity() const
{
    QVariantList points;
    if (concealed_)
        return {{QStringLiteral("points"), points}, {QStringLiteral("m"), int(capacityFeatures_)},
            {QStringLiteral("nMin"), 1}, {QStringLiteral("nMax"), 1},
            {QStringLiteral("errorMax"), 1.0}, {QStringLiteral("errorTick"), 0.5}};
    double errorMax = 1;
    const auto error = [&errorMax](const std::optional<double> &e) {
        if (!e)
            return QVariant();
        errorMax = std::max(errorMax, *e);
        return QVariant(*e);
    };
    for (const CapacityPoint &point : capacityPoints_) {
        const double n = double(point.pairs);
        points << QVariantMap {{QStringLiteral("n"), int(point.pairs)},
            {QStringLiteral("sumError"), error(point.sumError)},
            {QStringLiteral("deltaError"), error(point.deltaError)},
            {QStringLiteral("softmaxError"), error(point.softmaxError)},
            {QStringLiteral("sumRecalled"), double(point.sumRecalled) / n},
            {QStringLiteral("deltaRecalled"), double(point.deltaRecalled) / n},
            {QStringLiteral("softmaxRecalled"), double(point.softmaxRecalled) / n}};
    }
    const std::vector<std::size_t> counts = capacityPairCounts(capacityFeatures_);
    // Round ticks from 0: the axis ends on one.
    const std::array<double, 2> span {0.0, errorMax};
    const PlotRange errorRange = plotRange(span, 0.0);
    return {{QStringLiteral("points"), points}, {QStringLiteral("m"), int(capacityFeatures_)},
        {QStringLiteral("nMin"), 1},
        {QStringLiteral("nMax"), int(counts.empty() ? 1 : counts.back())},
        {QStringLiteral("errorMax"), errorRange.max},
        {QStringLiteral("errorTick"), errorRange.step}};
}

} // namespace linattn
