// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryPairsJson.h"

#include "nearest_name.h"
#include "number_format.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <string_view>

namespace linattn {

std::variant<MemoryPairs, QString> readMemoryPairs(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return QStringLiteral("not JSON at character %1: %2")
            .arg(parseError.offset)
            .arg(parseError.errorString());
    if (!document.isObject())
        return QStringLiteral("expected an object with \"keys\" and \"values\"");
    const QJsonObject object = document.object();
    for (const QString &key : object.keys())
        if (key != QLatin1String("keys") && key != QLatin1String("values")
            && key != QLatin1String("title"))
            return QStringLiteral("%1: %2").arg(key,
                QString::fromStdString(
                    unknownKeyMessage(key.toStdString(), {"keys", "values", "title"})));
    MemoryPairs pairs;
    for (const char *name : {"keys", "values"}) {
        const QJsonValue list = object.value(QLatin1String(name));
        if (!list.isArray() || list.toArray().isEmpty())
            return QStringLiteral("%1: expected a list of at least one array of numbers")
                .arg(QLatin1String(name));
        auto &into = std::string_view(name) == "keys" ? pairs.keys : pairs.values;
        const QJsonArray rows = list.toArray();
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const QString place = QStringLiteral("%1[%2]").arg(QLatin1String(name)).arg(i);
            if (!rows[i].isArray() || rows[i].toArray().isEmpty())
                return QStringLiteral("%1: expected an array of numbers").arg(place);
            std::vector<double> row;
            const QJsonArray numbers = rows[i].toArray();
            for (qsizetype j = 0; j < numbers.size(); ++j) {
                if (!numbers[j].isDouble() || !std::isfinite(numbers[j].toDouble()))
                    return QStringLiteral("%1[%2]: expected a finite number").arg(place).arg(j);
                if (std::abs(numbers[j].toDouble()) > kMaxMemoryNumber)
                    return QStringLiteral("%1[%2]: %3 is beyond ±1e100, where its squares "
                                          "would leave double's range")
                        .arg(place)
                        .arg(j)
                        .arg(numbers[j].toDouble());
                row.push_back(numbers[j].toDouble());
            }
            if (!into.empty() && row.size() != into.front().size())
                return QStringLiteral("%1: %2 numbers, but %3[0] has %4")
                    .arg(place)
                    .arg(row.size())
                    .arg(QLatin1String(name))
                    .arg(into.front().size());
            if (into.size() >= kMaxMemoryPairs)
                return QStringLiteral("%1: more than %2 pairs").arg(place).arg(kMaxMemoryPairs);
            if (row.size() > kMaxMemoryDimension)
                return QStringLiteral("%1: more than %2 numbers")
                    .arg(place)
                    .arg(kMaxMemoryDimension);
            if (std::string_view(name) == "values"
                && std::all_of(row.begin(), row.end(), [](double x) { return x == 0; }))
                return QStringLiteral("%1: a value of length 0 has no relative error to read back")
                    .arg(place);
            into.push_back(std::move(row));
        }
    }
    if (pairs.keys.size() != pairs.values.size())
        return QStringLiteral("values: %1 values for %2 keys")
            .arg(pairs.values.size())
            .arg(pairs.keys.size());
    return pairs;
}

std::variant<MemoryPairs, QString> readMemoryPairsFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("cannot read: %1").arg(file.errorString());
    return readMemoryPairs(file.readAll());
}

QByteArray memoryPairsJson(const MemoryPairs &pairs)
{
    const auto rows = [](const std::vector<std::vector<double>> &list) {
        std::string text = "[";
        for (std::size_t i = 0; i < list.size(); ++i) {
            text += i == 0 ? "\n    [" : ",\n    [";
            for (std::size_t j = 0; j < list[i].size(); ++j)
                text += (j == 0 ? "" : ", ") + formatShortest(list[i][j]);
            text += "]";
        }
        return text + "\n  ]";
    };
    return QByteArray::fromStdString(
        "{\n  \"keys\": " + rows(pairs.keys) + ",\n  \"values\": " + rows(pairs.values) + "\n}\n");
}

} // namespace linattn
