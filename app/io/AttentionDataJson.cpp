// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AttentionDataJson.h"

#include "JsonDiagnostics.h"
#include "nearest_name.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QJsonValue>

#include <algorithm>

namespace linattn {

namespace {

std::optional<DataError> readNumber(const QJsonValue &value, const std::string &place, double &out)
{
    if (!value.isDouble())
        return DataError {place, "expected a number, got " + jsonTypeName(value)};
    out = value.toDouble();
    return validateNumber(out, place);
}

// An array of exactly `expected` numbers, or of any length when expected < 0.
std::optional<DataError> readNumbers(
    const QJsonValue &value, const std::string &place, int expected, std::vector<double> &out)
{
    if (!value.isArray())
        return DataError {place, "expected an array of numbers, got " + jsonTypeName(value)};
    const QJsonArray array = value.toArray();
    if (expected >= 0 && array.size() != expected)
        return DataError {place,
            "expected " + std::to_string(expected) + " numbers, got "
                + std::to_string(array.size())};
    std::vector<double> numbers(array.size());
    for (qsizetype i = 0; i < array.size(); ++i)
        if (auto error = readNumber(array[i], place + "[" + std::to_string(i) + "]", numbers[i]))
            return error;
    out = std::move(numbers);
    return std::nullopt;
}

std::optional<DataError> requireField(const QJsonObject &object, const char *name)
{
    if (!object.contains(QLatin1String(name)))
        return DataError {name, "missing"};
    return std::nullopt;
}

std::optional<DataError> refuseUnknownKeys(
    const QJsonObject &object, const std::vector<std::string_view> &known)
{
    for (const QString &key : object.keys()) {
        const std::string name = key.toStdString();
        if (std::find(known.begin(), known.end(), name) == known.end())
            return DataError {name, unknownKeyMessage(name, known)};
    }
    return std::nullopt;
}

std::optional<DataError> readTitle(const QJsonObject &object, std::string &out)
{
    if (!object.contains(QLatin1String("title")))
        return std::nullopt;
    const QJsonValue title = object.value(QLatin1String("title"));
    if (!title.isString())
        return DataError {"title", "expected a string, got " + jsonTypeName(title)};
    out = title.toString().toStdString();
    return std::nullopt;
}

// "keys" or "queries": 1 to kMaxKeys vectors of kDataDimension numbers each.
std::optional<DataError> readVectors(
    const QJsonObject &object, const char *name, std::vector<Vector> &out)
{
    const QJsonValue value = object.value(QLatin1String(name));
    if (!value.isArray())
        return DataError {
            name, std::string("expected an array of ") + name + ", got " + jsonTypeName(value)};
    const QJsonArray array = value.toArray();
    if (array.isEmpty() || array.size() > static_cast<qsizetype>(kMaxKeys))
        return DataError {name,
            "expected 1 to " + std::to_string(kMaxKeys) + " " + name + ", got "
                + std::to_string(array.size())};
    std::vector<Vector> vectors(array.size());
    for (qsizetype k = 0; k < array.size(); ++k)
        if (auto error = readNumbers(array[k], std::string(name) + "[" + std::to_string(k) + "]",
                kDataDimension, vectors[k]))
            return error;
    out = std::move(vectors);
    return std::nullopt;
}

// "values" (a single query's or a sequence's): one per key, each a number, or each an array of 1 to
// kMaxValueDimension numbers, all as long as the first (a value of d_v coordinates).
std::optional<DataError> readValueVectors(
    const QJsonObject &object, std::size_t keyCount, std::vector<Vector> &out)
{
    const QJsonValue values = object.value(QLatin1String("values"));
    if (!values.isArray())
        return DataError {"values",
            "expected an array of numbers or of arrays of numbers, got " + jsonTypeName(values)};
    const QJsonArray array = values.toArray();
    if (static_cast<std::size_t>(array.size()) != keyCount)
        return DataError {"values",
            "expected " + std::to_string(keyCount) + " values (one per key), got "
                + std::to_string(array.size())};
    const bool vectors = !array.isEmpty() && array.first().isArray();
    const int dimension = vectors ? static_cast<int>(array.first().toArray().size()) : 1;
    if (vectors && (dimension < 1 || dimension > static_cast<int>(kMaxValueDimension)))
        return DataError {"values[0]",
            makeMessage(MessageId::ExpectedCoordinateCount, "1", std::to_string(kMaxValueDimension),
                std::to_string(dimension))};
    std::vector<Vector> read(array.size());
    for (qsizetype i = 0; i < array.size(); ++i) {
        const std::string place = "values[" + std::to_string(i) + "]";
        if (!vectors) {
            if (array[i].isArray())
                return DataError {place,
                    "expected a number like values[0], got an array (every value must have the "
                    "same shape)"};
            read[i].resize(1);
            if (auto error = readNumber(array[i], place, read[i][0]))
                return error;
            continue;
        }
        if (!array[i].isArray())
            return DataError {place,
                "expected an array of " + std::to_string(dimension)
                    + " numbers like values[0], got " + jsonTypeName(array[i])};
        if (auto error = readNumbers(array[i], place, dimension, read[i]))
            return error;
    }
    out = std::move(read);
    return std::nullopt;
}

constexpr const char *kQueryOrQueries
    = R"(expected "query" (one query) or "queries" (one per key))";

// Both "query" and "queries": which one was meant cannot be guessed.
std::optional<DataError> refuseBothQueryKinds(const QJsonObject &object)
{
    if (object.contains(QLatin1String("query")) && object.contains(QLatin1String("queries")))
        return DataError {"queries",
            R"(expected either "query" (one query) or "queries" (one per key), not both)"};
    return std::nullopt;
}

// The JSON object of a data file, or why there is none.
std::optional<DataError> parseObject(const QByteArray &json, QJsonObject &out)
{
    if (json.trimmed().isEmpty())
        return DataError {
            "", "the file is empty; expected a JSON object with query, keys and values"};
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        std::string message = "invalid JSON: " + jsonErrorText(parseError);
        if (parseError.error == QJsonParseError::IllegalNumber)
            message += " (numbers are plain decimals such as 0.5 or -2e3; NaN and Infinity are not "
                       "JSON)";
        else if (!json.trimmed().startsWith('{'))
            message += " (expected a JSON object {\"query\": …, \"keys\": …, \"values\": …})";
        return DataError {jsonErrorPlace(json, parseError), message};
    }
    if (!document.isObject())
        return DataError {
            "", "expected a JSON object with query, keys and values at the top level"};
    out = document.object();
    return std::nullopt;
}

QJsonArray numbersToJson(const std::vector<double> &numbers)
{
    QJsonArray array;
    for (double x : numbers)
        array.append(x);
    return array;
}

QJsonArray vectorsToJson(const std::vector<Vector> &vectors)
{
    QJsonArray array;
    for (const Vector &vector : vectors)
        array.append(numbersToJson(vector));
    return array;
}

// Values as a data file writes them: numbers for scalar values, else arrays of d_v.
QJsonArray valuesToJson(const std::vector<Vector> &values)
{
    if (!values.empty() && values.front().size() == 1) {
        QJsonArray numbers;
        for (const Vector &value : values)
            numbers.append(value.front());
        return numbers;
    }
    return vectorsToJson(values);
}

} // namespace

std::optional<DataError> readAttentionData(
    const QJsonObject &object, AttentionData &out, KeyCheck keyCheck)
{
    if (auto error = refuseBothQueryKinds(object))
        return error;
    if (!object.contains(QLatin1String("query")) && object.contains(QLatin1String("queries")))
        return DataError {
            "queries", R"(a sequence (one query per key) is not read here; expected one "query")"};
    if (keyCheck == KeyCheck::Strict)
        if (auto error = refuseUnknownKeys(object, {"title", "query", "keys", "values"}))
            return error;
    AttentionData data;
    if (auto error = readTitle(object, data.title))
        return error;
    for (const char *field : {"query", "keys", "values"})
        if (auto error = requireField(object, field))
            return error;
    if (auto error
        = readNumbers(object.value(QLatin1String("query")), "query", kDataDimension, data.query))
        return error;
    if (auto error = readVectors(object, "keys", data.keys))
        return error;
    if (auto error = readValueVectors(object, data.keys.size(), data.values))
        return error;
    if (auto error = validate(data))
        return error;
    out = std::move(data);
    return std::nullopt;
}

std::optional<DataError> readSequenceData(
    const QJsonObject &object, SequenceData &out, KeyCheck keyCheck)
{
    if (auto error = refuseBothQueryKinds(object))
        return error;
    if (!object.contains(QLatin1String("queries")) && object.contains(QLatin1String("query")))
        return DataError {"query",
            R"(one query for every key is not a sequence; expected "queries" (one per key))"};
    if (keyCheck == KeyCheck::Strict)
        if (auto error = refuseUnknownKeys(object, {"title", "queries", "keys", "values"}))
            return error;
    SequenceData data;
    if (auto error = readTitle(object, data.title))
        return error;
    for (const char *field : {"queries", "keys", "values"})
        if (auto error = requireField(object, field))
            return error;
    if (auto error = readVectors(object, "keys", data.keys))
        return error;
    if (auto error = readVectors(object, "queries", data.queries))
        return error;
    if (data.queries.size() != data.keys.size())
        return DataError {"queries",
            makeMessage(MessageId::QueryCountForKeys, std::to_string(data.queries.size()),
                std::to_string(data.keys.size()))};
    if (auto error = readValueVectors(object, data.keys.size(), data.values))
        return error;
    if (auto error = validate(data))
        return error;
    out = std::move(data);
    return std::nullopt;
}

std::optional<DataError> readAttentionData(
    const QByteArray &json, AttentionData &out, KeyCheck keyCheck)
{
    QJsonObject object;
    if (auto error = parseObject(json, object))
        return error;
    return readAttentionData(object, out, keyCheck);
}

std::optional<DataError> readSequenceData(
    const QByteArray &json, SequenceData &out, KeyCheck keyCheck)
{
    QJsonObject object;
    if (auto error = parseObject(json, object))
        return error;
    return readSequenceData(object, out, keyCheck);
}

std::optional<DataError> readDataFile(const QByteArray &json, DataFileContents &out)
{
    QJsonObject object;
    if (auto error = parseObject(json, object))
        return error;
    if (auto error = refuseBothQueryKinds(object))
        return error;
    if (object.contains(QLatin1String("queries"))) {
        SequenceData sequence;
        if (auto error = readSequenceData(object, sequence, KeyCheck::Strict))
            return error;
        out = std::move(sequence);
        return std::nullopt;
    }
    if (!object.contains(QLatin1String("query")))
        return DataError {"query", std::string("missing: ") + kQueryOrQueries};
    AttentionData data;
    if (auto error = readAttentionData(object, data, KeyCheck::Strict))
        return error;
    out = std::move(data);
    return std::nullopt;
}

QJsonObject attentionDataToJson(const AttentionData &data)
{
    QJsonObject object;
    object.insert(QLatin1String("title"), QString::fromStdString(data.title));
    object.insert(QLatin1String("query"), numbersToJson(data.query));
    object.insert(QLatin1String("keys"), vectorsToJson(data.keys));
    object.insert(QLatin1String("values"), valuesToJson(data.values));
    return object;
}

QJsonObject sequenceDataToJson(const SequenceData &data)
{
    QJsonObject object;
    object.insert(QLatin1String("title"), QString::fromStdString(data.title));
    object.insert(QLatin1String("queries"), vectorsToJson(data.queries));
    object.insert(QLatin1String("keys"), vectorsToJson(data.keys));
    object.insert(QLatin1String("values"), valuesToJson(data.values));
    return object;
}

} // namespace linattn
