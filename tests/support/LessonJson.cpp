// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LessonJson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace linattn::test {

QJsonObject parseObject(const char *json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        qFatal("%s: bad JSON in the test: %s", qPrintable(QCoreApplication::applicationName()),
            qPrintable(error.errorString()));
    return document.object();
}

QJsonObject validLesson()
{
    return parseObject(R"({
      "id": "test-lesson",
      "title": "A test lesson",
      "description": "Four steps that exercise every field.",
      "steps": [
        {"title": "One", "text": "Plain <b>bold</b>, <i>italic</i>, x<sub>1</sub>, e<sup>2</sup>, φ(q).",
         "state": {"preset": "general", "featureMap": "elu1", "prefix": 1},
         "highlight": {"kind": "controls"}},
        {"title": "Two", "text": "Only the map changes.",
         "state": {"featureMap": "relu"},
         "highlight": {"kind": "derivation", "target": "denominator"}},
        {"title": "Three", "text": "A number question.",
         "highlight": {"kind": "chart", "target": "weights"},
         "question": {"prompt": "Type it.", "answer": 5, "tolerance": 0.001,
                      "hint": "Think.", "explanation": "Because."}},
        {"title": "Four", "text": "A choice question.",
         "state": {"prefix": 2},
         "highlight": {"kind": "table", "row": 2},
         "question": {"prompt": "Pick one.", "options": ["a", "b", "c"], "answer": 1,
                      "hint": "Not that one.", "explanation": "b it is."},
         "fade": ["denominator", "output"]}
      ]
    })");
}

QByteArray toJson(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QByteArray lessonWith(const std::function<void(QJsonObject &)> &change)
{
    QJsonObject lesson = validLesson();
    change(lesson);
    return toJson(lesson);
}

QByteArray stepWith(int index, const std::function<void(QJsonObject &)> &change)
{
    return lessonWith([&](QJsonObject &lesson) {
        QJsonArray steps = lesson.value(QLatin1String("steps")).toArray();
        QJsonObject step = steps.at(index).toObject();
        change(step);
        steps.replace(index, step);
        lesson.insert(QLatin1String("steps"), steps);
    });
}

QByteArray stepFieldWith(
    int index, const char *field, const std::function<void(QJsonObject &)> &change)
{
    return stepWith(index, [&](QJsonObject &step) {
        QJsonObject inner = step.value(QLatin1String(field)).toObject();
        change(inner);
        step.insert(QLatin1String(field), inner);
    });
}

QByteArray withRawBytes(const QByteArray &bytes)
{
    QByteArray json = stepWith(
        0, [](QJsonObject &step) { step.insert(QLatin1String("title"), QStringLiteral("@@")); });
    return json.replace("@@", bytes);
}

bool fillsPlaceholders(const QString &shown, const QString &written)
{
    QString pattern;
    qsizetype from = 0;
    static const QRegularExpression placeholder(QStringLiteral("\\{[^{}]*\\}"));
    for (auto it = placeholder.globalMatch(written); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        pattern += QRegularExpression::escape(written.mid(from, match.capturedStart() - from));
        pattern += QStringLiteral("[^{}]+");
        from = match.capturedEnd();
    }
    pattern += QRegularExpression::escape(written.mid(from));
    return QRegularExpression(QRegularExpression::anchoredPattern(pattern)).match(shown).hasMatch();
}

QString errorOf(const std::variant<LessonPlan, QString> &result)
{
    if (const QString *error = std::get_if<QString>(&result))
        return *error;
    return {};
}

QJsonObject germanOf(const QJsonObject &object)
{
    return object.value(QLatin1String("translations"))
        .toObject()
        .value(QLatin1String("de"))
        .toObject();
}

QJsonObject validGermanLesson()
{
    QJsonObject lesson = validLesson();
    lesson.insert(QLatin1String("translations"), parseObject(R"({"de": {
        "title": "Eine Testlektion", "description": "Vier Schritte, die jedes Feld prüfen."}})"));
    const char *const german[] = {
        R"({"title": "Eins", "text": "Einfach <b>fett</b>, <i>kursiv</i>, x<sub>1</sub>, e<sup>2</sup>, φ(q)."})",
        R"({"title": "Zwei", "text": "Nur die Feature-Map ändert sich."})",
        R"({"title": "Drei", "text": "Eine Zahlenfrage.",
            "question": {"prompt": "Eingeben.", "hint": "Nachdenken.", "explanation": "Darum."}})",
        R"({"title": "Vier", "text": "Eine Auswahlfrage.",
            "question": {"prompt": "Eine wählen.", "options": ["erstens", "zweitens", "drittens"],
                         "hint": "Nicht diese.", "explanation": "Zweitens ist es."}})",
    };
    QJsonArray steps = lesson.value(QLatin1String("steps")).toArray();
    for (int i = 0; i < steps.size(); ++i) {
        QJsonObject step = steps.at(i).toObject();
        step.insert(QLatin1String("translations"),
            QJsonObject {{QStringLiteral("de"), parseObject(german[i])}});
        steps.replace(i, step);
    }
    lesson.insert(QLatin1String("steps"), steps);
    return lesson;
}

QByteArray germanLessonWith(const std::function<void(QJsonObject &)> &change)
{
    QJsonObject lesson = validGermanLesson();
    change(lesson);
    return toJson(lesson);
}

QByteArray germanStepWith(int index, const std::function<void(QJsonObject &)> &change)
{
    return germanLessonWith([&](QJsonObject &lesson) {
        QJsonArray steps = lesson.value(QLatin1String("steps")).toArray();
        QJsonObject step = steps.at(index).toObject();
        QJsonObject translations = step.value(QLatin1String("translations")).toObject();
        QJsonObject german = translations.value(QLatin1String("de")).toObject();
        change(german);
        translations.insert(QLatin1String("de"), german);
        step.insert(QLatin1String("translations"), translations);
        steps.replace(index, step);
        lesson.insert(QLatin1String("steps"), steps);
    });
}

QByteArray germanQuestionWith(int index, const std::function<void(QJsonObject &)> &change)
{
    return germanStepWith(index, [&](QJsonObject &german) {
        QJsonObject question = german.value(QLatin1String("question")).toObject();
        change(question);
        german.insert(QLatin1String("question"), question);
    });
}

} // namespace linattn::test
