#include "SessionStore.h"

#include "AttentionDataJson.h"
#include "AttentionModel.h"
#include "WalkthroughModel.h"
#include "step_table.h"

#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QQuickWindow>
#include <QScreen>
#include <QSettings>

#include <algorithm>

namespace linattn {

namespace {

// Bumped when the meaning of a key changes; another version is foreign.
constexpr int kSessionFormat = 1;

const QString kGroup = QStringLiteral("session");

// The groups this program writes: the session, and the data files' list.
bool isOwnKey(const QString &key)
{
    return key.startsWith(kGroup + QLatin1Char('/')) || key.startsWith(QLatin1String("data/"));
}

QString describe(const QVariant &value)
{
    const QString text = value.toString();
    return text.isEmpty() ? QStringLiteral("nothing") : QStringLiteral("'%1'").arg(text.left(40));
}

// Reads the keys one by one; the first bad one ends the reading.
class Reader {
public:
    explicit Reader(QSettings &settings)
        : settings_(settings)
    {
    }

    QString problem;

    bool has(const QString &key) const { return settings_.contains(key); }

    QString text(const QString &key)
    {
        const QVariant value = settings_.value(key);
        if (!problem.isEmpty() || !value.isValid())
            return {};
        if (value.typeId() != QMetaType::QString) {
            fail(key, QStringLiteral("expected text, got %1").arg(describe(value)));
            return {};
        }
        return value.toString();
    }

    int integer(const QString &key, int min, int max, int fallback)
    {
        if (!problem.isEmpty() || !settings_.contains(key))
            return fallback;
        bool ok = false;
        const int n = settings_.value(key).toString().toInt(&ok);
        if (!ok || n < min || n > max) {
            fail(key,
                QStringLiteral("expected a whole number from %1 to %2, got %3")
                    .arg(min)
                    .arg(max)
                    .arg(describe(settings_.value(key))));
            return fallback;
        }
        return n;
    }

    bool boolean(const QString &key, bool fallback)
    {
        if (!problem.isEmpty() || !settings_.contains(key))
            return fallback;
        const QString value = settings_.value(key).toString();
        if (value != QLatin1String("true") && value != QLatin1String("false")) {
            fail(key, QStringLiteral("expected true or false, got %1").arg(describe(value)));
            return fallback;
        }
        return value == QLatin1String("true");
    }

    // Text read by one of core's parsers (parseFavorSeed, parseEpsilon): the
    // number, or nullopt when the key is absent or the parser refuses it.
    template <typename T, typename Parse> std::optional<T> parsed(const QString &key, Parse parse)
    {
        if (!problem.isEmpty() || !settings_.contains(key))
            return std::nullopt;
        const std::string value = text(key).toStdString();
        if (!problem.isEmpty())
            return std::nullopt;
        const auto result = parse(value);
        if (const auto *error = std::get_if<DataError>(&result)) {
            fail(key, QString::fromStdString(error->message));
            return std::nullopt;
        }
        return std::get<T>(result);
    }

    void fail(const QString &key, const QString &message)
    {
        if (problem.isEmpty())
            problem = QStringLiteral("%1: %2").arg(key, message);
    }

private:
    QSettings &settings_;
};

// The FAVOR+ settings and ε, each checked by core as if typed; a session
// that has none of the keys (saved by an older version) keeps the defaults.
void readLabSettings(Reader &reader, Session &session)
{
    const QString featuresKey = QStringLiteral("favorFeatures");
    const QString seedKey = QStringLiteral("favorSeed");
    const QString orthogonalKey = QStringLiteral("favorOrthogonal");
    const QString epsilonKey = QStringLiteral("epsilon");
    if (reader.has(featuresKey) || reader.has(seedKey) || reader.has(orthogonalKey)) {
        FavorSettings favor;
        favor.features = std::size_t(reader.integer(featuresKey, 1, int(kMaxFavorFeatures),
            int(kDefaultFavorFeatures)));
        favor.seed = reader.parsed<std::uint64_t>(seedKey, parseFavorSeed).value_or(favor.seed);
        favor.orthogonal = reader.boolean(orthogonalKey, true);
        session.favor = favor;
    }
    session.epsilon = reader.parsed<double>(epsilonKey, parseEpsilon);
}

} // namespace

SessionStore::SessionStore(QString settingsFile)
    : settingsFile_(std::move(settingsFile))
{
}

std::unique_ptr<QSettings> SessionStore::open() const
{
    return settingsFile_.isEmpty() ? std::make_unique<QSettings>()
                                   : std::make_unique<QSettings>(settingsFile_, QSettings::IniFormat);
}

SessionStore::ReadResult SessionStore::read() const
{
    const auto settings = open();
    if (settings->status() == QSettings::FormatError)
        return {std::nullopt,
            QStringLiteral("%1 is not a settings file that can be read").arg(settings->fileName())};
    if (settings->status() == QSettings::AccessError)
        return {std::nullopt,
            QStringLiteral("%1 cannot be read").arg(settings->fileName())};
    // This program writes only its own groups; anything else means the file
    // is damaged or someone else's.
    for (const QString &key : settings->allKeys())
        if (!isOwnKey(key))
            return {std::nullopt,
                QStringLiteral("%1 holds '%2', which is not a setting of this program")
                    .arg(settings->fileName(), key.left(40))};
    settings->beginGroup(kGroup);
    if (settings->childKeys().isEmpty())
        return {};

    Reader reader(*settings);
    const int format = reader.integer(QStringLiteral("format"), 1, 1000, 0);
    if (reader.problem.isEmpty() && format != kSessionFormat)
        reader.fail(QStringLiteral("format"),
            format == 0 ? QStringLiteral("missing")
                        : QStringLiteral("version %1 is not one this program knows").arg(format));

    Session session;
    session.presetId = reader.text(QStringLiteral("preset"));
    const QString ownData = reader.text(QStringLiteral("ownData"));
    if (reader.problem.isEmpty() && !ownData.isEmpty()) {
        AttentionData data;
        if (auto error = readAttentionData(ownData.toUtf8(), data, KeyCheck::Lenient))
            reader.fail(QStringLiteral("ownData"), QString::fromStdString(error->toString()));
        else
            session.ownData = ownData.toUtf8();
    }
    session.featureMapId = reader.text(QStringLiteral("featureMap"));
    session.prefix = reader.integer(QStringLiteral("prefix"), 1, 64, 1);
    readLabSettings(reader, session);
    session.lessonId = reader.text(QStringLiteral("lesson"));
    session.lessonFile = reader.text(QStringLiteral("lessonFile"));
    session.lessonStep = reader.integer(QStringLiteral("lessonStep"), 0, 999, 0);
    const int x = reader.integer(QStringLiteral("x"), -100000, 100000, 0);
    const int y = reader.integer(QStringLiteral("y"), -100000, 100000, 0);
    const int width = reader.integer(QStringLiteral("width"), 200, 20000, 1280);
    const int height = reader.integer(QStringLiteral("height"), 200, 20000, 800);
    session.geometry = QRect(x, y, width, height);
    session.visibility = reader.text(QStringLiteral("visibility"));
    if (reader.problem.isEmpty() && !session.visibility.isEmpty()
        && !QStringList {QStringLiteral("windowed"), QStringLiteral("maximized"),
            QStringLiteral("fullscreen")}
                .contains(session.visibility))
        reader.fail(QStringLiteral("visibility"),
            QStringLiteral("expected windowed, maximized or fullscreen, got %1")
                .arg(describe(session.visibility)));
    session.presenterMode = reader.boolean(QStringLiteral("presenterMode"), false);
    session.showCharts = reader.boolean(QStringLiteral("showCharts"), true);
    session.showStepTable = reader.boolean(QStringLiteral("showStepTable"), true);

    if (!reader.problem.isEmpty())
        return {std::nullopt,
            QStringLiteral("%1: [%2] %3").arg(settings->fileName(), kGroup, reader.problem)};
    return {session, {}};
}

void SessionStore::write(const Session &session) const
{
    const auto settings = open();
    // A file that could not be read is replaced whole rather than patched,
    // and keys that are not ours are dropped, so a bad file is reported once.
    if (settings->status() != QSettings::NoError)
        settings->clear();
    for (const QString &key : settings->allKeys())
        if (!isOwnKey(key))
            settings->remove(key);
    settings->remove(kGroup);
    settings->beginGroup(kGroup);
    settings->setValue(QStringLiteral("format"), kSessionFormat);
    settings->setValue(QStringLiteral("preset"), session.presetId);
    if (session.ownData)
        settings->setValue(QStringLiteral("ownData"), QString::fromUtf8(*session.ownData));
    settings->setValue(QStringLiteral("featureMap"), session.featureMapId);
    settings->setValue(QStringLiteral("prefix"), session.prefix);
    if (session.favor) {
        settings->setValue(QStringLiteral("favorFeatures"), int(session.favor->features));
        settings->setValue(QStringLiteral("favorSeed"), QString::number(session.favor->seed));
        settings->setValue(QStringLiteral("favorOrthogonal"), session.favor->orthogonal);
    }
    if (session.epsilon) // 17 digits: read back as the same double
        settings->setValue(QStringLiteral("epsilon"), QString::number(*session.epsilon, 'g', 17));
    if (!session.lessonId.isEmpty()) {
        settings->setValue(QStringLiteral("lesson"), session.lessonId);
        settings->setValue(QStringLiteral("lessonStep"), session.lessonStep);
        if (!session.lessonFile.isEmpty())
            settings->setValue(QStringLiteral("lessonFile"), session.lessonFile);
    }
    settings->setValue(QStringLiteral("x"), session.geometry.x());
    settings->setValue(QStringLiteral("y"), session.geometry.y());
    settings->setValue(QStringLiteral("width"), session.geometry.width());
    settings->setValue(QStringLiteral("height"), session.geometry.height());
    settings->setValue(QStringLiteral("visibility"), session.visibility);
    settings->setValue(QStringLiteral("presenterMode"), session.presenterMode);
    settings->setValue(QStringLiteral("showCharts"), session.showCharts);
    settings->setValue(QStringLiteral("showStepTable"), session.showStepTable);
    settings->endGroup();
    settings->sync();
}

QString SessionStore::apply(const Session &session, QQuickWindow &window, AttentionModel &model,
    WalkthroughModel &walkthrough)
{
    QStringList problems;
    const QString presetId = session.presetId.isEmpty() ? model.presetId() : session.presetId;
    const QString mapId = session.featureMapId.isEmpty() ? model.featureMapId() : session.featureMapId;
    const FavorSettings favor = session.favor.value_or(model.favorSettings());
    const double epsilon = session.epsilon.value_or(model.epsilon());
    if (!model.setState(presetId, mapId, session.prefix, favor, epsilon)) {
        problems << model.errorMessage();
        model.setState(model.presetId(), model.featureMapId(), 1);
    }
    if (session.ownData) {
        AttentionData data;
        if (!readAttentionData(*session.ownData, data, KeyCheck::Lenient)
            && model.loadOwnData(std::move(data), QObject::tr("Restore own data"))) {
            model.setPrefix(session.prefix);
        }
    }
    // A lesson from a file is read again: it may have changed or gone since.
    if (!session.lessonFile.isEmpty()) {
        if (walkthrough.openLessonFile(session.lessonFile))
            walkthrough.goToStep(std::min(session.lessonStep, walkthrough.stepCount() - 1));
        else
            problems << walkthrough.errorMessage();
    } else if (!session.lessonId.isEmpty()
        && !walkthrough.start(session.lessonId, session.lessonStep)) {
        problems << walkthrough.errorMessage();
    }

    // Only a place some screen shows: a monitor unplugged since must not
    // leave the window out of sight.
    bool onScreen = false;
    for (const QScreen *screen : QGuiApplication::screens())
        onScreen = onScreen || screen->availableGeometry().intersects(session.geometry);
    if (onScreen)
        window.setPosition(session.geometry.topLeft());
    window.resize(session.geometry.size().expandedTo(window.minimumSize()));
    if (session.visibility == QLatin1String("maximized"))
        window.setWindowState(Qt::WindowMaximized);
    else if (session.visibility == QLatin1String("fullscreen"))
        window.setWindowState(Qt::WindowFullScreen);
    window.setProperty("presenterMode", session.presenterMode);
    window.setProperty("showCharts", session.showCharts);
    window.setProperty("showStepTable", session.showStepTable);
    return problems.join(QLatin1Char(' '));
}

Session SessionStore::capture(
    const QQuickWindow &window, const AttentionModel &model, const WalkthroughModel &walkthrough)
{
    Session session;
    session.presetId = model.presetId();
    if (model.ownData())
        session.ownData = QJsonDocument(attentionDataToJson(model.currentData())).toJson(
            QJsonDocument::Compact);
    session.featureMapId = model.featureMapId();
    session.prefix = model.prefix();
    session.favor = model.favorSettings();
    session.epsilon = model.epsilon();
    if (walkthrough.active()) {
        session.lessonId = walkthrough.lessonId();
        session.lessonFile = walkthrough.lessonFile();
        session.lessonStep = walkthrough.stepIndex();
    }
    const Qt::WindowStates states = window.windowStates();
    session.visibility = states.testFlag(Qt::WindowFullScreen) ? QStringLiteral("fullscreen")
        : states.testFlag(Qt::WindowMaximized)                 ? QStringLiteral("maximized")
                                                               : QStringLiteral("windowed");
    session.geometry = window.geometry();
    session.presenterMode = window.property("presenterMode").toBool();
    session.showCharts = window.property("showCharts").toBool();
    session.showStepTable = window.property("showStepTable").toBool();
    return session;
}

} // namespace linattn
