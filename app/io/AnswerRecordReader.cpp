// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AnswerRecordReader.h"

#include "JsonDiagnostics.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <map>
#include <utility>

namespace linattn {

namespace {

QString recordTypeName(const QJsonValue &value)
{
    return QString::fromStdString(jsonTypeName(value));
}

QString recordExpected(const QString &place, const char *what, const QJsonValue &value)
{
    return QStringLiteral("%1: expected %2, got %3")
        .arg(place, QString::fromLatin1(what), recordTypeName(value));
}

// A whole number from 1 up, as steps are counted.
std::variant<std::size_t, QString> recordStepNumber(const QString &place, const QJsonValue &value)
{
    const double number = value.toDouble(-1);
    if (!value.isDouble() || number < 1 || number > 1e6 || std::floor(number) != number)
        return value.isDouble()
            ? QStringLiteral("%1: expected a step number from 1, got %2").arg(place).arg(number)
            : recordExpected(place, "a step number", value);
    return static_cast<std::size_t>(number);
}

std::variant<std::string, QString> recordText(
    const QJsonObject &object, const QString &key, const QString &place, bool required)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined() && !required)
        return std::string();
    if (!value.isString())
        return value.isUndefined() ? QStringLiteral("%1: missing").arg(place)
                                   : recordExpected(place, "a text", value);
    return value.toString().toStdString();
}

std::variant<bool, QString> recordBoolean(
    const QJsonObject &object, const QString &key, const QString &place)
{
    const QJsonValue value = object.value(key);
    if (!value.isBool())
        return value.isUndefined() ? QStringLiteral("%1: missing").arg(place)
                                   : recordExpected(place, "true or false", value);
    return value.toBool();
}

} // namespace

std::variant<AnswerRecord, QString> AnswerRecordReader::read(const QByteArray &json)
{
    QJsonParseError error {};
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return QStringLiteral("invalid JSON at %1: %2")
            .arg(QString::fromStdString(jsonErrorPlace(json, error)),
                QString::fromStdString(jsonErrorText(error)));
    if (!document.isObject())
        return QStringLiteral("expected an object holding an answer record");
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(AnswerRecord::kFormat))
        return QStringLiteral("format: expected \"%1\": this is not an answer record")
            .arg(QLatin1String(AnswerRecord::kFormat));
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (version.toDouble(-1) != AnswerRecord::kVersion)
        return QStringLiteral("version: expected %1, got %2")
            .arg(AnswerRecord::kVersion)
            .arg(
                version.isDouble() ? QString::number(version.toDouble()) : recordTypeName(version));

    AnswerRecord record;
    const auto take = [](auto &&result, auto &target) -> QString {
        if (const auto *problem = std::get_if<QString>(&result))
            return *problem;
        target = std::move(std::get<0>(result));
        return {};
    };
    for (const auto &[key, target, required] :
        {std::tuple {QStringLiteral("lesson"), &record.lessonId, true},
            std::tuple {QStringLiteral("student"), &record.student, true},
            std::tuple {QStringLiteral("title"), &record.lessonTitle, false},
            std::tuple {QStringLiteral("date"), &record.date, false},
            std::tuple {QStringLiteral("language"), &record.language, false}}) {
        if (QString problem = take(recordText(root, key, key, required), *target);
            !problem.isEmpty())
            return problem;
    }
    if (record.lessonId.empty())
        return QStringLiteral("lesson: the lesson's id is empty");
    if (root.contains(QStringLiteral("step"))) {
        if (QString problem
            = take(recordStepNumber(QStringLiteral("step"), root.value(QStringLiteral("step"))),
                record.currentStep);
            !problem.isEmpty())
            return problem;
    }

    const QJsonValue questions = root.value(QStringLiteral("questions"));
    if (!questions.isArray())
        return questions.isUndefined()
            ? QStringLiteral("questions: missing")
            : recordExpected(QStringLiteral("questions"), "an array", questions);
    const QJsonArray questionArray = questions.toArray();
    for (qsizetype i = 0; i < questionArray.size(); ++i) {
        const QString place = QStringLiteral("questions[%1]").arg(i);
        if (!questionArray[i].isObject())
            return recordExpected(place, "an object", questionArray[i]);
        const QJsonObject object = questionArray[i].toObject();
        QuestionAttempts attempts;
        if (QString problem = take(recordStepNumber(place + QStringLiteral(".step"),
                                       object.value(QStringLiteral("step"))),
                attempts.step);
            !problem.isEmpty())
            return problem;
        if (record.question(attempts.step))
            return QStringLiteral("%1.step: step %2 is listed twice").arg(place).arg(attempts.step);
        const QJsonValue answers = object.value(QStringLiteral("answers"));
        if (!answers.isArray())
            return answers.isUndefined()
                ? QStringLiteral("%1.answers: missing").arg(place)
                : recordExpected(place + QStringLiteral(".answers"), "an array of texts", answers);
        const QJsonArray answerArray = answers.toArray();
        for (qsizetype a = 0; a < answerArray.size(); ++a) {
            if (!answerArray[a].isString())
                return recordExpected(
                    QStringLiteral("%1.answers[%2]").arg(place).arg(a), "a text", answerArray[a]);
            attempts.answers.push_back(answerArray[a].toString().toStdString());
        }
        if (QString problem
            = take(recordBoolean(object, QStringLiteral("right"), place + QStringLiteral(".right")),
                attempts.right);
            !problem.isEmpty())
            return problem;
        if (QString problem = take(recordBoolean(object, QStringLiteral("revealed"),
                                       place + QStringLiteral(".revealed")),
                attempts.revealed);
            !problem.isEmpty())
            return problem;
        if (attempts.right && attempts.answers.empty())
            return QStringLiteral("%1: right, but no answer is given").arg(place);
        record.questions.push_back(std::move(attempts));
    }

    const QJsonValue filled = root.value(QStringLiteral("filled"));
    if (!filled.isUndefined()) {
        if (!filled.isArray())
            return recordExpected(QStringLiteral("filled"), "an array", filled);
        const QJsonArray filledArray = filled.toArray();
        for (qsizetype i = 0; i < filledArray.size(); ++i) {
            const QString place = QStringLiteral("filled[%1]").arg(i);
            if (!filledArray[i].isObject())
                return recordExpected(place, "an object", filledArray[i]);
            const QJsonObject object = filledArray[i].toObject();
            AnswerRecord::FilledLine line;
            if (QString problem = take(recordStepNumber(place + QStringLiteral(".step"),
                                           object.value(QStringLiteral("step"))),
                    line.step);
                !problem.isEmpty())
                return problem;
            if (QString problem = take(recordText(object, QStringLiteral("line"),
                                           place + QStringLiteral(".line"), true),
                    line.line);
                !problem.isEmpty())
                return problem;
            record.filledLines.push_back(std::move(line));
        }
    }
    return record;
}

std::variant<AnswerRecord, QString> AnswerRecordReader::readFile(const QString &path)
{
    const QString &name = path; // as the user gave it, so the message finds the file
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("%1: cannot be read: %2").arg(name, file.errorString());
    auto result = read(file.readAll());
    if (auto *problem = std::get_if<QString>(&result))
        return QStringLiteral("%1: %2").arg(name, *problem);
    return result;
}

AnswerRecordReader::ClassRecords AnswerRecordReader::readClass(const QStringList &paths)
{
    ClassRecords result;
    std::map<std::string, QStringList> filesOfLesson;
    for (const QString &path : paths) {
        auto read = readFile(path);
        if (const auto *problem = std::get_if<QString>(&read)) {
            result.skipped << *problem;
            continue;
        }
        auto &record = std::get<AnswerRecord>(read);
        filesOfLesson[record.lessonId] << path;
        result.records.push_back(std::move(record));
    }
    if (filesOfLesson.size() > 1) {
        QStringList parts;
        for (const auto &[lesson, files] : filesOfLesson)
            parts << QStringLiteral("'%1' in %2")
                         .arg(QString::fromStdString(lesson), files.join(QStringLiteral(", ")));
        result.refusal = QStringLiteral("the records are of different lessons (%1); a report "
                                        "covers one lesson")
                             .arg(parts.join(QStringLiteral("; ")));
        result.records.clear();
    } else if (result.records.empty()) {
        result.refusal = QStringLiteral("no record could be read");
    }
    return result;
}

} // namespace linattn
