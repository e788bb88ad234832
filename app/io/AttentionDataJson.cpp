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

} // namespace

std::optional<DataError> readAttentionData(
    const QJsonObject &object, AttentionData &out, KeyCheck keyCheck)
{
    if (keyCheck == KeyCheck::Strict) {
        const std::vector<std::string_view> known {"title", "query", "keys", "values"};
        for (const QString &key : object.keys()) {
            const std::string name = key.toStdString();
            if (std::find(known.begin(), known.end(), name) == known.end())
                return DataError {name, unknownKeyMessage(name, known)};
        }
    }
    AttentionData data;
    if (object.contains(QLatin1String("title"))) {
        const QJsonValue title = object.value(QLatin1String("title"));
        if (!title.isString())
            return DataError {"title", "expected a string, got " + jsonTypeName(title)};
        data.title = title.toString().toStdString();
    }

    for (const char *field : {"query", "keys", "values"})
        if (auto error = requireField(object, field))
            return error;

    if (auto error
        = readNumbers(object.value(QLatin1String("query")), "query", kDataDimension, data.query))
        return error;

    const QJsonValue keysValue = object.value(QLatin1String("keys"));
    if (!keysValue.isArray())
        return DataError {"keys", "expected an array of keys, got " + jsonTypeName(keysValue)};
    const QJsonArray keys = keysValue.toArray();
    if (keys.isEmpty() || keys.size() > static_cast<qsizetype>(kMaxKeys))
        return DataError {"keys",
            "expected 1 to " + std::to_string(kMaxKeys) + " keys, got "
                + std::to_string(keys.size())};
    data.keys.resize(keys.size());
    for (qsizetype k = 0; k < keys.size(); ++k)
        if (auto error
            = readNumbers(keys[k], "keys[" + std::to_string(k) + "]", kDataDimension, data.keys[k]))
            return error;

    const QJsonValue valuesValue = object.value(QLatin1String("values"));
    if (!valuesValue.isArray())
        return DataError {
            "values", "expected an array of numbers, got " + jsonTypeName(valuesValue)};
    if (valuesValue.toArray().size() != keys.size())
        return DataError {"values",
            "expected " + std::to_string(keys.size()) + " numbers (one per key), got "
                + std::to_string(valuesValue.toArray().size())};
    if (auto error = readNumbers(valuesValue, "values", -1, data.values))
        return error;

    if (auto error = validate(data))
        return error;
    out = std::move(data);
    return std::nullopt;
}

std::optional<DataError> readAttentionData(
    const QByteArray &json, AttentionData &out, KeyCheck keyCheck)
{
    if (json.trimmed().isEmpty())
        return DataError {
            "", "the file is empty; expected a JSON object with query, keys and values"};
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        std::string message = "invalid JSON: " + parseError.errorString().toStdString();
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
    return readAttentionData(document.object(), out, keyCheck);
}

QJsonObject attentionDataToJson(const AttentionData &data)
{
    auto toArray = [](const std::vector<double> &numbers) {
        QJsonArray array;
        for (double x : numbers)
            array.append(x);
        return array;
    };
    QJsonArray keys;
    for (const Vector &key : data.keys)
        keys.append(toArray(key));
    QJsonObject object;
    object.insert(QLatin1String("title"), QString::fromStdString(data.title));
    object.insert(QLatin1String("query"), toArray(data.query));
    object.insert(QLatin1String("keys"), keys);
    object.insert(QLatin1String("values"), toArray(data.values));
    return object;
}

} // namespace linattn
