// SPDX-License-Identifier: GPL-3.0-or-later
#include "LessonFixtures.h"

#include "LessonCatalog.h"
#include "TestFiles.h"
#include "Text.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

namespace linattn::test {

const QStringList kBuiltInIds{QStringLiteral("reassociation"),
                              QStringLiteral("denominator-stability"),
                              QStringLiteral("choosing-a-feature-map")};

QByteArray readResource(const QString &lessonId)
{
    LessonCatalog::lessons(); // registers the lessons resource
    QFile file(QStringLiteral(":/linattn/lessons/%1.json").arg(lessonId));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("tst_lessons: no resource for lesson '%s'", qPrintable(lessonId));
    return file.readAll();
}

JsonLesson jsonLesson(const QString &lessonId)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(readResource(lessonId), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("tst_lessons: lesson '%s' is not JSON: %s", qPrintable(lessonId),
               qPrintable(error.errorString()));
    const QJsonObject root = document.object();
    JsonLesson lesson;
    lesson.id = root.value(QLatin1String("id")).toString();
    lesson.title = root.value(QLatin1String("title")).toString();
    ExpectedState state;
    for (const QJsonValue &value : root.value(QLatin1String("steps")).toArray()) {
        JsonStep step;
        step.object = value.toObject();
        const QJsonObject set = step.object.value(QLatin1String("state")).toObject();
        if (set.contains(QLatin1String("preset")))
            state.presetId = set.value(QLatin1String("preset")).toString();
        if (set.contains(QLatin1String("featureMap")))
            state.featureMapId = set.value(QLatin1String("featureMap")).toString();
        if (set.contains(QLatin1String("prefix")))
            state.prefix = set.value(QLatin1String("prefix")).toInt();
        step.state = state;
        lesson.steps.append(step);
    }
    return lesson;
}

QString describe(const ExpectedState &state)
{
    return QStringLiteral("%1/%2/%3").arg(state.presetId, state.featureMapId).arg(state.prefix);
}

QString describe(const AttentionModel &attention)
{
    return QStringLiteral("%1/%2/%3")
        .arg(attention.presetId(), attention.featureMapId())
        .arg(attention.prefix());
}

// Empty when the walkthrough and the window show step `index` of `lesson`
// exactly as its JSON says; otherwise the first difference.
QString stepMismatch(const WalkthroughModel &walkthrough, const AttentionModel &attention,
                     const JsonLesson &lesson, int index)
{
    const JsonStep &step = lesson.steps.at(index);
    const QString where = QStringLiteral("%1 step %2: ").arg(lesson.id).arg(index + 1);
    auto differ = [&](const char *what, const QString &got, const QString &expected) {
        return where
               + QStringLiteral("%1 is '%2', expected '%3'").arg(QLatin1String(what), got, expected);
    };
    if (walkthrough.lessonId() != lesson.id)
        return differ("lessonId", walkthrough.lessonId(), lesson.id);
    if (walkthrough.lessonTitle() != lesson.title)
        return differ("lessonTitle", walkthrough.lessonTitle(), lesson.title);
    if (!walkthrough.active())
        return where + QStringLiteral("the walkthrough is not active");
    if (walkthrough.stepIndex() != index)
        return differ("stepIndex", QString::number(walkthrough.stepIndex()), QString::number(index));
    if (walkthrough.stepCount() != lesson.steps.size())
        return differ("stepCount", QString::number(walkthrough.stepCount()),
                      QString::number(lesson.steps.size()));
    QStringList titles;
    for (const JsonStep &each : lesson.steps)
        titles << each.title();
    if (walkthrough.stepTitles() != titles)
        return differ("stepTitles", walkthrough.stepTitles().join(QLatin1Char('|')),
                      titles.join(QLatin1Char('|')));
    if (walkthrough.stepTitle() != step.title())
        return differ("stepTitle", walkthrough.stepTitle(), step.title());
    if (walkthrough.stepText() != step.text())
        return differ("stepText", walkthrough.stepText(), step.text());

    if (attention.presetId() != step.state.presetId
        || attention.featureMapId() != step.state.featureMapId
        || attention.prefix() != step.state.prefix)
        return differ("the window's preset/map/prefix", describe(attention), describe(step.state));

    const QJsonObject highlight = step.highlight();
    const QString kind = highlight.value(QLatin1String("kind")).toString();
    if (walkthrough.highlightKind() != kind)
        return differ("highlightKind", walkthrough.highlightKind(), kind);
    const QString target = highlight.value(QLatin1String("target")).toString();
    if (walkthrough.highlightTarget() != target)
        return differ("highlightTarget", walkthrough.highlightTarget(), target);
    const int row = highlight.value(QLatin1String("row")).toInt();
    if (walkthrough.highlightRow() != row)
        return differ("highlightRow", QString::number(walkthrough.highlightRow()),
                      QString::number(row));
    // What the step points at is on screen in that state.
    if (kind == QLatin1String("derivation") && attention.derivation()->rowOf(target) < 0)
        return where + QStringLiteral("highlights derivation line '%1', which is not shown").arg(target);
    if (kind == QLatin1String("table") && (row < 1 || row > attention.keyCount()))
        return where + QStringLiteral("highlights table row %1 of %2").arg(row).arg(attention.keyCount());

    if (walkthrough.hasQuestion() != step.hasQuestion())
        return differ("hasQuestion", QVariant(walkthrough.hasQuestion()).toString(),
                      QVariant(step.hasQuestion()).toString());
    const QString questionKind = !step.hasQuestion() ? QString()
                                 : step.isChoice()   ? QStringLiteral("choice")
                                                     : QStringLiteral("number");
    if (walkthrough.questionKind() != questionKind)
        return differ("questionKind", walkthrough.questionKind(), questionKind);
    const QString prompt = step.question().value(QLatin1String("prompt")).toString();
    if (walkthrough.questionPrompt() != prompt)
        return differ("questionPrompt", walkthrough.questionPrompt(), prompt);
    QStringList options;
    for (const QJsonValue &option : step.question().value(QLatin1String("options")).toArray())
        options << option.toString();
    if (walkthrough.questionOptions() != options)
        return differ("questionOptions", walkthrough.questionOptions().join(QLatin1Char('|')),
                      options.join(QLatin1Char('|')));

    if (walkthrough.hiddenLines() != step.fade())
        return differ("hiddenLines", walkthrough.hiddenLines().join(QLatin1Char(',')),
                      step.fade().join(QLatin1Char(',')));
    for (const QString &line : step.fade())
        if (attention.derivation()->rowOf(line) < 0)
            return where + QStringLiteral("fades derivation line '%1', which is not shown").arg(line);

    if (walkthrough.answerState() != QLatin1String("unanswered"))
        return differ("answerState", walkthrough.answerState(), QStringLiteral("unanswered"));
    if (!walkthrough.feedback().isEmpty())
        return differ("feedback", walkthrough.feedback(), QString());
    return {};
}

// A state no lesson step has, to play a user who changed the controls.
void disturb(AttentionModel &attention)
{
    attention.setPresetId(QStringLiteral("single-key"));
    attention.setFeatureMapId(attention.featureMapId() == QLatin1String("relu")
                                  ? QStringLiteral("elu1")
                                  : QStringLiteral("relu"));
    attention.setPrefix(1);
}

// ---- Lesson JSON made up for the malformed cases ----

QJsonObject parseObject(const char *json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        qFatal("tst_lessons: bad JSON in the test: %s", qPrintable(error.errorString()));
    return document.object();
}

// Four valid steps; every malformed case below changes exactly one thing.
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

// Changes step `index` (0-based) of the valid lesson.
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

// Changes one field of an object-valued field of step `index` ("state", "question", ...).
QByteArray stepFieldWith(int index, const char *field,
                         const std::function<void(QJsonObject &)> &change)
{
    return stepWith(index, [&](QJsonObject &step) {
        QJsonObject inner = step.value(QLatin1String(field)).toObject();
        change(inner);
        step.insert(QLatin1String(field), inner);
    });
}

// The valid lesson as text with `marker` (a JSON string "@@") replaced by raw bytes.
QByteArray withRawBytes(const QByteArray &bytes)
{
    QByteArray json = stepWith(0, [](QJsonObject &step) {
        step.insert(QLatin1String("title"), QStringLiteral("@@"));
    });
    return json.replace("@@", bytes);
}

QString errorOf(const std::variant<LessonPlan, QString> &result)
{
    if (const QString *error = std::get_if<QString>(&result))
        return *error;
    return {};
}

QString numberText(double x)
{
    return fullPrecision(x);
}

// Writes `bytes` to `name` in `dir` and returns the path.
QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    return writeFileIn(dir, name, bytes);
}

// Renames key `from` of `object` to `to`, keeping its value.
std::function<void(QJsonObject &)> renameKey(const char *from, const char *to)
{
    return [=](QJsonObject &object) {
        const QJsonValue value = object.take(QLatin1String(from));
        object.insert(QLatin1String(to), value);
    };
}

std::function<void(QJsonObject &)> add(const char *field, const QJsonValue &value)
{
    return [=](QJsonObject &object) { object.insert(QLatin1String(field), value); };
}

} // namespace linattn::test
