#include "LessonReader.h"

#include "JsonDiagnostics.h"

#include "PresetCatalog.h"
#include "feature_map.h"
#include "number_format.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>

#include <cmath>

namespace linattn {

namespace {

constexpr qsizetype kMaxSteps = 200;

// Thrown inside the reader only; read() turns it into the one-line message.
struct ReadError {
    std::string place;
    std::string message;
};

class Fields {
public:
    Fields(const QJsonObject &object, std::string place)
        : object_(object)
        , place_(std::move(place))
    {
    }

    std::string at(const char *name) const { return place_.empty() ? name : place_ + "." + name; }
    bool has(const char *name) const { return object_.contains(QLatin1String(name)); }

    QJsonValue require(const char *name) const
    {
        if (!has(name))
            throw ReadError {at(name), "missing"};
        return object_.value(QLatin1String(name));
    }
    std::string string(const char *name) const
    {
        const QJsonValue value = require(name);
        if (!value.isString())
            throw ReadError {at(name), "expected a string, got " + jsonTypeName(value)};
        const std::string text = value.toString().toStdString();
        if (text.empty())
            throw ReadError {at(name), "is empty"};
        return text;
    }
    double number(const char *name) const
    {
        const QJsonValue value = require(name);
        if (!value.isDouble())
            throw ReadError {at(name), "expected a number, got " + jsonTypeName(value)};
        return value.toDouble();
    }
    std::size_t count(const char *name) const
    {
        const double value = number(name);
        if (!(value >= 0) || value != std::floor(value) || value > 1e6)
            throw ReadError {
                at(name), "expected a whole number from 0 to 1000000, got " + formatRounded(value)};
        return static_cast<std::size_t>(value);
    }
    QJsonObject object(const char *name) const
    {
        const QJsonValue value = require(name);
        if (!value.isObject())
            throw ReadError {at(name), "expected an object, got " + jsonTypeName(value)};
        return value.toObject();
    }
    QJsonArray array(const char *name) const
    {
        const QJsonValue value = require(name);
        if (!value.isArray())
            throw ReadError {at(name), "expected an array, got " + jsonTypeName(value)};
        return value.toArray();
    }

private:
    QJsonObject object_;
    std::string place_;
};

LessonState readState(const Fields &step)
{
    LessonState state;
    if (!step.has("state"))
        return state;
    const Fields fields(step.object("state"), step.at("state"));
    if (fields.has("preset"))
        state.presetId = fields.string("preset");
    if (fields.has("featureMap"))
        state.featureMapId = fields.string("featureMap");
    if (fields.has("prefix"))
        state.prefix = fields.count("prefix");
    if (fields.has("epsilon"))
        state.epsilon = fields.number("epsilon");
    if (fields.has("features"))
        state.favorFeatures = fields.count("features");
    if (fields.has("seed"))
        state.favorSeed = fields.count("seed");
    if (fields.has("orthogonal")) {
        const QJsonValue value = fields.require("orthogonal");
        if (!value.isBool())
            throw ReadError {fields.at("orthogonal"),
                "expected true or false, got " + jsonTypeName(value)};
        state.favorOrthogonal = value.toBool();
    }
    return state;
}

LessonHighlight readHighlight(const Fields &step)
{
    LessonHighlight highlight;
    if (!step.has("highlight"))
        return highlight;
    const Fields fields(step.object("highlight"), step.at("highlight"));
    const std::string kind = fields.string("kind");
    if (kind == "controls") {
        highlight.kind = LessonHighlight::Kind::Controls;
    } else if (kind == "derivation") {
        highlight.kind = LessonHighlight::Kind::DerivationLine;
        highlight.target = fields.string("target");
    } else if (kind == "chart") {
        highlight.kind = LessonHighlight::Kind::Chart;
        highlight.target = fields.string("target");
    } else if (kind == "table") {
        highlight.kind = LessonHighlight::Kind::TableRow;
        highlight.row = fields.count("row");
    } else if (kind == "page") {
        highlight.kind = LessonHighlight::Kind::Page;
        highlight.target = fields.string("target");
    } else {
        throw ReadError {fields.at("kind"),
            "unknown kind '" + kind + "' (controls, derivation, chart, table or page)"};
    }
    return highlight;
}

LessonQuestion readQuestion(const Fields &step)
{
    const Fields fields(step.object("question"), step.at("question"));
    LessonQuestion question;
    question.prompt = fields.string("prompt");
    question.hint = fields.string("hint");
    question.explanation = fields.string("explanation");
    if (fields.has("options")) {
        question.kind = LessonQuestion::Kind::Choice;
        const QJsonArray options = fields.array("options");
        for (qsizetype i = 0; i < options.size(); ++i) {
            if (!options[i].isString() || options[i].toString().isEmpty())
                throw ReadError {fields.at("options") + "[" + std::to_string(i) + "]",
                    options[i].isString() ? std::string("is empty")
                                          : "expected a string, got " + jsonTypeName(options[i])};
            question.options.push_back(options[i].toString().toStdString());
        }
        question.correctOption = fields.count("answer");
    } else {
        question.kind = LessonQuestion::Kind::Number;
        question.answer = fields.number("answer");
        question.tolerance = fields.number("tolerance");
    }
    if (fields.has("conceal")) {
        const QJsonArray conceal = fields.array("conceal");
        for (qsizetype i = 0; i < conceal.size(); ++i) {
            const std::string place = fields.at("conceal") + "[" + std::to_string(i) + "]";
            if (!conceal[i].isString())
                throw ReadError {place, "expected a string, got " + jsonTypeName(conceal[i])};
            const std::string name = conceal[i].toString().toStdString();
            const auto part = concealedPartFromName(name);
            if (!part) {
                std::string known;
                for (std::string_view each : concealedPartNames())
                    known += (known.empty() ? "" : ", ") + std::string(each);
                throw ReadError {place, "no part '" + name + "' to conceal (" + known + ")"};
            }
            question.conceals.push_back(*part);
        }
    }
    return question;
}

LessonStep readStep(const QJsonValue &value, std::size_t index)
{
    const std::string place = "step " + std::to_string(index + 1);
    if (!value.isObject())
        throw ReadError {place, "expected an object, got " + jsonTypeName(value)};
    // Field names inside a step read "step 4: state.prefix".
    const Fields fields(value.toObject(), "");
    try {
        LessonStep step;
        step.title = fields.string("title");
        step.text = fields.string("text");
        step.state = readState(fields);
        step.highlight = readHighlight(fields);
        if (fields.has("question"))
            step.question = readQuestion(fields);
        if (fields.has("fade")) {
            const QJsonArray fade = fields.array("fade");
            for (qsizetype i = 0; i < fade.size(); ++i) {
                if (!fade[i].isString())
                    throw ReadError {"fade[" + std::to_string(i) + "]",
                        "expected a string, got " + jsonTypeName(fade[i])};
                step.fadedLines.push_back(fade[i].toString().toStdString());
            }
        }
        return step;
    } catch (const ReadError &error) {
        throw ReadError {place + ": " + error.place, error.message};
    }
}

bool isValidId(const std::string &id)
{
    for (char c : id)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '-'))
            return false;
    return !id.empty() && id.size() <= 64;
}

Lesson readLesson(const QJsonObject &root)
{
    const Fields fields(root, "");
    Lesson lesson;
    lesson.id = fields.string("id");
    if (!isValidId(lesson.id))
        throw ReadError {
            "id", "'" + lesson.id.substr(0, 80) + "' must be 1 to 64 letters, digits and '-'"};
    lesson.title = fields.string("title");
    lesson.description = fields.string("description");
    const QJsonArray steps = fields.array("steps");
    if (steps.isEmpty() || steps.size() > kMaxSteps)
        throw ReadError {"steps",
            "expected 1 to " + std::to_string(kMaxSteps) + " steps, got "
                + std::to_string(steps.size())};
    for (qsizetype i = 0; i < steps.size(); ++i)
        lesson.steps.push_back(readStep(steps[i], static_cast<std::size_t>(i)));
    return lesson;
}

LessonVocabulary builtInVocabulary()
{
    return {[](std::string_view presetId) -> std::optional<std::size_t> {
                if (const Preset *preset = PresetCatalog::find(presetId))
                    return preset->data.keys.size();
                return std::nullopt;
            },
        [](std::string_view mapId) { return findFeatureMap(mapId) != nullptr; }};
}

} // namespace

std::variant<LessonPlan, QString> LessonReader::read(const QByteArray &json)
{
    if (json.size() > kMaxBytes)
        return QStringLiteral("%1 bytes is too large for a lesson (at most 1 MiB)")
            .arg(json.size());
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString decoded = utf8.decode(json);
    if (utf8.hasError())
        return QStringLiteral("not valid UTF-8 text");
    if (decoded.trimmed().isEmpty())
        return QStringLiteral("the file is empty");

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return QString::fromStdString(jsonErrorPlace(json, parseError))
            + QStringLiteral(": invalid JSON: ") + parseError.errorString();
    }
    if (!document.isObject())
        return QStringLiteral("expected a JSON object with id, title, description and steps");

    LessonPlan plan;
    try {
        plan.lesson = readLesson(document.object());
    } catch (const ReadError &error) {
        return QString::fromStdString(error.place + ": " + error.message);
    }
    auto resolved = resolveLessonStates(plan.lesson, builtInVocabulary());
    if (auto *error = std::get_if<DataError>(&resolved))
        return QString::fromStdString(error->toString());
    plan.states = std::get<std::vector<ResolvedLessonState>>(std::move(resolved));
    return plan;
}

std::variant<LessonPlan, QString> LessonReader::readFile(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir())
        return QStringLiteral("%1: is a folder, not a lesson file").arg(path);
    QFile file(path);
    if (!info.exists())
        return QStringLiteral("%1: no such file").arg(path);
    if (info.size() > kMaxBytes)
        return QStringLiteral("%1: %2 bytes is too large for a lesson (at most 1 MiB)")
            .arg(path)
            .arg(info.size());
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("%1: cannot open: %2").arg(path, file.errorString());
    auto result = read(file.read(kMaxBytes + 1));
    if (auto *error = std::get_if<QString>(&result))
        return QStringLiteral("%1: %2").arg(path, *error);
    return result;
}

} // namespace linattn
