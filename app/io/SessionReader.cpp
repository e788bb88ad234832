// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SessionReader.h"

#include "AnswerRecordReader.h"

#include "AttentionDataJson.h"
#include "sequence_data.h"
#include "step_table.h"

#include <QSettings>
#include <QStringList>

namespace linattn {

QString SessionReader::group()
{
    return QStringLiteral("session");
}

QString SessionReader::progressGroup()
{
    return QStringLiteral("progress");
}

bool SessionReader::isOwnKey(const QString &key)
{
    return key.startsWith(group() + QLatin1Char('/')) || key.startsWith(QLatin1String("data/"))
        || key.startsWith(progressGroup() + QLatin1Char('/'));
}

namespace {

constexpr int kSessionFormat = SessionReader::kFormat;

QString describe(const QVariant &value)
{
    const QString text = value.toString();
    return text.isEmpty() ? QStringLiteral("nothing") : QStringLiteral("'%1'").arg(text.left(40));
}

// Reads the keys of the session's group one by one; the first bad one ends the reading.
class Reader {
public:
    explicit Reader(const QVariantMap &values)
        : values_(values)
    {
    }

    QString problem;

    bool has(const QString &key) const { return values_.contains(path(key)); }

    QString text(const QString &key)
    {
        const QVariant value = this->value(key);
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
        if (!problem.isEmpty() || !has(key))
            return fallback;
        bool ok = false;
        const int n = value(key).toString().toInt(&ok);
        if (!ok || n < min || n > max) {
            fail(key,
                QStringLiteral("expected a whole number from %1 to %2, got %3")
                    .arg(min)
                    .arg(max)
                    .arg(describe(value(key))));
            return fallback;
        }
        return n;
    }

    bool boolean(const QString &key, bool fallback)
    {
        if (!problem.isEmpty() || !has(key))
            return fallback;
        const QString value = this->value(key).toString();
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
        if (!problem.isEmpty() || !has(key))
            return std::nullopt;
        const std::string value = text(key).toStdString();
        if (!problem.isEmpty())
            return std::nullopt;
        const auto result = parse(value);
        if (const auto *error = std::get_if<DataError>(&result)) {
            fail(key, QString::fromStdString(renderEnglish(error->message)));
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
    static QString path(const QString &key) { return SessionReader::group() + '/' + key; }
    QVariant value(const QString &key) const { return values_.value(path(key)); }

    const QVariantMap &values_;
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
        favor.features = std::size_t(
            reader.integer(featuresKey, 1, int(kMaxFavorFeatures), int(kDefaultFavorFeatures)));
        favor.seed = reader.parsed<std::uint64_t>(seedKey, parseFavorSeed).value_or(favor.seed);
        favor.orthogonal = reader.boolean(orthogonalKey, true);
        session.favor = favor;
    }
    session.epsilon = reader.parsed<double>(epsilonKey, parseEpsilon);
}

} // namespace

SessionReadResult SessionReader::read(QSettings &settings)
{
    if (settings.status() == QSettings::FormatError)
        return {std::nullopt,
            QStringLiteral("%1 is not a settings file that can be read").arg(settings.fileName())};
    if (settings.status() == QSettings::AccessError)
        return {std::nullopt, QStringLiteral("%1 cannot be read").arg(settings.fileName())};
    QVariantMap values;
    for (const QString &key : settings.allKeys())
        values.insert(key, settings.value(key));
    return read(values, settings.fileName());
}

SessionReadResult SessionReader::read(const QVariantMap &values, const QString &fileName)
{
    const QString kGroup = group();
    // This program writes only its own groups; anything else means the file
    // is damaged or someone else's.
    bool hasSession = false;
    for (auto entry = values.cbegin(); entry != values.cend(); ++entry) {
        const QString &key = entry.key();
        if (!SessionReader::isOwnKey(key))
            return {std::nullopt,
                QStringLiteral("%1 holds '%2', which is not a setting of this program")
                    .arg(fileName, key.left(40))};
        // A key of the group itself, not of a group inside it.
        hasSession = hasSession
            || (key.startsWith(kGroup + '/') && !key.mid(kGroup.size() + 1).contains('/'));
    }
    if (!hasSession)
        return {};

    Reader reader(values);
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
    session.asksBeforeLeavingOrRevealing
        = reader.boolean(QStringLiteral("asksBeforeLeavingOrRevealing"), true);
    session.showCharts = reader.boolean(QStringLiteral("showCharts"), true);
    session.showStepTable = reader.boolean(QStringLiteral("showStepTable"), true);
    session.sequenceView = reader.boolean(QStringLiteral("sequenceView"), false);
    session.sequenceId = reader.text(QStringLiteral("sequence"));
    // The token as numbered from 0; sessions saved before that kept it from 1 ("sequenceToken").
    session.sequenceToken = reader.has(QStringLiteral("sequenceTokenIndex"))
        ? reader.integer(QStringLiteral("sequenceTokenIndex"), 0, int(kMaxKeys) - 1, 0)
        : reader.integer(QStringLiteral("sequenceToken"), 1, int(kMaxKeys), 1) - 1;
    session.decay = reader.parsed<double>(QStringLiteral("decay"), parseDecay);
    if (reader.has(QStringLiteral("chunk")))
        session.chunkSize = reader.integer(QStringLiteral("chunk"), 1, int(kMaxKeys), 4);

    if (!reader.problem.isEmpty())
        return {std::nullopt, QStringLiteral("%1: [%2] %3").arg(fileName, kGroup, reader.problem)};

    // A lesson's kept work that does not read is named and left out; the rest is restored.
    const QString progressPrefix = progressGroup() + QLatin1Char('/');
    for (auto entry = values.cbegin(); entry != values.cend(); ++entry) {
        if (!entry.key().startsWith(progressPrefix))
            continue;
        const QString lesson = QString::fromUtf8(
            QByteArray::fromPercentEncoding(entry.key().mid(progressPrefix.size()).toUtf8()));
        auto record = AnswerRecordReader::read(entry.value().toString().toUtf8());
        if (const auto *problem = std::get_if<QString>(&record))
            session.progressProblems
                << QStringLiteral("the kept answers of lesson '%1' (%2)").arg(lesson, *problem);
        else
            session.progress.push_back(std::get<AnswerRecord>(std::move(record)));
    }
    return {session, {}};
}

} // namespace linattn
