// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The `--data` JSON reader: valid files read back exactly, and every bad
// input gives an error that names the place and leaves the output untouched.

#include "AttentionDataJson.h"
#include "TestFiles.h"
#include "Text.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <limits>

using namespace linattn;
using linattn::test::fullPrecision;
using linattn::test::sourceTreePath;

Q_DECLARE_METATYPE(linattn::AttentionData)

namespace {

QString describe(const Vector &vector)
{
    QStringList numbers;
    for (double x : vector)
        numbers << fullPrecision(x);
    return u'[' + numbers.join(QStringLiteral(", ")) + u']';
}

QString describe(const AttentionData &data)
{
    QStringList keys, values;
    for (const Vector &key : data.keys)
        keys << describe(key);
    for (const Vector &value : data.values)
        values << describe(value);
    return QStringLiteral("{title \"%1\", query %2, keys [%3], values [%4]}")
        .arg(QString::fromStdString(data.title), describe(data.query),
            keys.join(QStringLiteral(", ")), values.join(QStringLiteral(", ")));
}

// Exact equality of every number (QCOMPARE on doubles is fuzzy).
bool identical(const AttentionData &a, const AttentionData &b)
{
    return a.title == b.title && a.query == b.query && a.keys == b.keys && a.values == b.values;
}

#define COMPARE_DATA(actual, expected)                                                             \
    QVERIFY2(identical((actual), (expected)),                                                      \
        qPrintable(                                                                                \
            QStringLiteral("got %1, expected %2").arg(describe(actual), describe(expected))))

// What `out` holds before a read that must fail; it must still hold it after.
AttentionData sentinel()
{
    AttentionData data;
    data.title = "sentinel — must survive";
    data.query = {42, -43};
    data.keys = {{7, 8}, {9, 10}, {11, 12}};
    data.values = scalarValues({13, 14, 15});
    return data;
}

QString exactly(const QString &text)
{
    return u'^' + QRegularExpression::escape(text) + u'$';
}

QString startingWith(const QString &text)
{
    return u'^' + QRegularExpression::escape(text);
}

QByteArray keysJson(int count)
{
    QByteArray keys;
    for (int i = 0; i < count; ++i)
        keys += (i == 0 ? "" : ", ") + QByteArray("[") + QByteArray::number(i) + ", -1]";
    return '[' + keys + ']';
}

QByteArray valuesJson(int count)
{
    QByteArray values;
    for (int i = 0; i < count; ++i)
        values += (i == 0 ? "" : ", ") + QByteArray::number(i % 5);
    return '[' + values + ']';
}

AttentionData makeData(std::string title, Vector query, std::vector<Vector> keys, Vector values)
{
    AttentionData data;
    data.title = std::move(title);
    data.query = std::move(query);
    data.keys = std::move(keys);
    data.values = scalarValues(values);
    return data;
}

} // namespace

class TestDataJson : public QObject {
    Q_OBJECT

private slots:
    void validFileReadsBackExactly_data();
    void validFileReadsBackExactly();

    void writtenDataRoundTripsExactly_data();
    void writtenDataRoundTripsExactly();
    void writtenJsonHasTheDocumentedKeys();

    void badInputNamesThePlace_data();
    void badInputNamesThePlace();

    void parseErrorPointsAtTheLine();
    void jsonObjectOverloadLeavesOutputUntouched();

    void unknownKeys_data();
    void unknownKeys();
    void filesMeantToBeValidStillRead_data();
    void filesMeantToBeValidStillRead();
};

void TestDataJson::validFileReadsBackExactly_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<AttentionData>("expected");

    QTest::newRow("the issue's example")
        << QByteArray(R"({"title": "Seed example",
        "query": [0.5, 1], "keys": [[1, 0], [0, 1], [-1, 0.5]], "values": [1, 3, -2]})")
        << makeData("Seed example", {0.5, 1}, {{1, 0}, {0, 1}, {-1, 0.5}}, {1, 3, -2});
    QTest::newRow("title is optional")
        << QByteArray(R"({"query": [-1, -0.5], "keys": [[-1, -2]], "values": [0.1]})")
        << makeData("", {-1, -0.5}, {{-1, -2}}, {0.1});
    QTest::newRow("non-ASCII title, CRLF and key order")
        << QByteArray("{\r\n\"values\": [2.5e-3],\r\n\"keys\": [[1E2, -0.0]],\r\n"
                      "\"title\": \"Über φ(q) \\\"quoted\\\"\",\r\n\"query\": [1e-300, 3]\r\n}\r\n")
        << makeData("Über φ(q) \"quoted\"", {1e-300, 3}, {{100, -0.0}}, {0.0025});
    QTest::newRow("values of two coordinates: S is m × 2")
        << QByteArray(
               R"({"query": [0.5, 1], "keys": [[1, 0], [0, 1]], "values": [[1, 0], [0, -2]]})")
        << AttentionData {"", {0.5, 1}, {{1, 0}, {0, 1}}, {{1, 0}, {0, -2}}};
    QTest::newRow("limits: 1e6 and -1e6")
        << QByteArray(R"({"query": [1e6, -1e6], "keys": [[1000000, -1000000.0]], "values": [1e6]})")
        << makeData("", {1e6, -1e6}, {{1e6, -1e6}}, {1e6});
    QTest::newRow("digits beyond double precision")
        << QByteArray(R"({"query": [0.1000000000000000055511151231257827, 0.30000000000000004],
                          "keys": [[0.1, 0.2]], "values": [-2.5]})")
        << makeData("", {0.1, 0.30000000000000004}, {{0.1, 0.2}}, {-2.5});
    {
        AttentionData many;
        for (int i = 0; i < int(kMaxKeys); ++i) {
            many.keys.push_back({double(i), -1});
            many.values.push_back({double(i % 5)});
        }
        many.query = {1, 2};
        QTest::newRow("64 keys, the maximum") << QByteArray(R"({"query": [1, 2], "keys": )"
            + keysJson(64) + R"(, "values": )" + valuesJson(64) + "}")
                                              << many;
    }
}

void TestDataJson::validFileReadsBackExactly()
{
    QFETCH(QByteArray, json);
    QFETCH(AttentionData, expected);

    AttentionData out = sentinel();
    const std::optional<DataError> error = readAttentionData(json, out, KeyCheck::Strict);
    QVERIFY2(!error, error ? error->toString().c_str() : "");
    COMPARE_DATA(out, expected);
    QVERIFY(!validate(out).has_value());
}

void TestDataJson::writtenDataRoundTripsExactly_data()
{
    QTest::addColumn<AttentionData>("data");

    QTest::newRow("awkward doubles") << makeData(
        "Round trip", {0.1, 1e-300}, {{-2.5, 0.30000000000000004}, {1e6, -1e6}}, {0.1, -2.5});
    QTest::newRow("smallest subnormal and near-limit values") << makeData("",
        {std::numeric_limits<double>::denorm_min(), 999999.99999999988},
        {{-std::numeric_limits<double>::denorm_min(), 2.2250738585072014e-308}}, {1.0 / 3.0});
    QTest::newRow("title with quotes, backslash, newline, non-ASCII")
        << makeData("Ünïcode \"q\" \\ line\nbreak\ttab φ(q)·S", {0.5, 1}, {{1, 0}}, {1});
    QTest::newRow("negative zero") << makeData("zero", {-0.0, 0.0}, {{0.0, -0.0}}, {-0.0});
    QTest::newRow("values of three coordinates")
        << AttentionData {"arrows", {0.5, 1}, {{1, 0}, {0, 1}}, {{0.1, -2.5, 3}, {1e6, 0, -1}}};
}

void TestDataJson::writtenDataRoundTripsExactly()
{
    QFETCH(AttentionData, data);
    QVERIFY(!validate(data).has_value());

    for (const auto format : {QJsonDocument::Indented, QJsonDocument::Compact}) {
        const QByteArray json = QJsonDocument(attentionDataToJson(data)).toJson(format);
        AttentionData out = sentinel();
        const std::optional<DataError> error = readAttentionData(json, out, KeyCheck::Strict);
        QVERIFY2(!error, error ? error->toString().c_str() : "");
        COMPARE_DATA(out, data); // -0 reads back as 0 (Qt writes it as 0): equal, harmless
    }
}

void TestDataJson::writtenJsonHasTheDocumentedKeys()
{
    const AttentionData data = makeData("T", {0.5, 1}, {{1, 0}, {0, 1}}, {1, 3});
    const QJsonObject object = attentionDataToJson(data);
    QStringList keys = object.keys();
    keys.sort();
    QCOMPARE(keys,
        (QStringList {QStringLiteral("keys"), QStringLiteral("query"), QStringLiteral("title"),
            QStringLiteral("values")}));
    QCOMPARE(object.value(QLatin1String("title")).toString(), QStringLiteral("T"));
    QCOMPARE(object.value(QLatin1String("keys")).toArray().size(), 2);
    QCOMPARE(object.value(QLatin1String("keys")).toArray()[1].toArray()[1].toDouble(), 1.0);
    QCOMPARE(object.value(QLatin1String("values")).toArray()[1].toDouble(), 3.0);
    // Values of several coordinates are arrays, as a sequence's are.
    const QJsonObject arrows
        = attentionDataToJson(AttentionData {"T", {0.5, 1}, {{1, 0}, {0, 1}}, {{1, 2}, {3, 4}}});
    QCOMPARE(arrows.value(QLatin1String("values")).toArray()[1].toArray(), (QJsonArray {3, 4}));
}

void TestDataJson::badInputNamesThePlace_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("placePattern");
    QTest::addColumn<QString>("messagePattern");

    const QByteArray validKeys = R"("keys": [[1, 0], [0, 1]])";
    const QByteArray validValues = R"("values": [1, 3])";
    const QByteArray validQuery = R"("query": [0.5, 1])";
    auto object = [](std::initializer_list<QByteArray> members) {
        QByteArrayList list(members);
        return '{' + list.join(", ") + '}';
    };

    // Not JSON at all: the reader points at the character Qt rejected.
    // Qt 6.4 reports some errors just past the rejected character: column 1 or 2.
    QTest::newRow("not JSON") << QByteArray("not json") << QStringLiteral("^line 1, column [12]$")
                              << startingWith(QStringLiteral("invalid JSON: "));
    QTest::newRow("empty file") << QByteArray() << exactly(QString())
                                << startingWith(QStringLiteral("the file is empty"));
    QTest::newRow("only whitespace") << QByteArray(" \n\t ") << exactly(QString())
                                     << startingWith(QStringLiteral("the file is empty"));
    QTest::newRow("truncated object") << QByteArray(R"({"query": [0.5, 1], "keys": [[1, 0]])")
                                      << QStringLiteral("^line 1, column \\d+$")
                                      << startingWith(QStringLiteral("invalid JSON: "));
    QTest::newRow("top-level array")
        << QByteArray(R"([{"query": [0.5, 1], "keys": [[1, 0]], "values": [1]}])")
        << exactly(QString())
        << exactly(QStringLiteral(
               "expected a JSON object with query, keys and values at the top level"));

    QTest::newRow("missing query")
        << object({validKeys, validValues}) << exactly(QStringLiteral("query"))
        << exactly(QStringLiteral("missing"));
    QTest::newRow("missing keys") << object({validQuery, validValues})
                                  << exactly(QStringLiteral("keys"))
                                  << exactly(QStringLiteral("missing"));
    QTest::newRow("missing values")
        << object({validQuery, validKeys}) << exactly(QStringLiteral("values"))
        << exactly(QStringLiteral("missing"));
    QTest::newRow("empty object") << QByteArray("{}") << exactly(QStringLiteral("query"))
                                  << exactly(QStringLiteral("missing"));

    QTest::newRow("query of 3 numbers")
        << object({R"("query": [0.5, 1, 2])", validKeys, validValues})
        << exactly(QStringLiteral("query")) << exactly(QStringLiteral("expected 2 numbers, got 3"));
    QTest::newRow("query is a number")
        << object({R"("query": 0.5)", validKeys, validValues}) << exactly(QStringLiteral("query"))
        << exactly(QStringLiteral("expected an array of numbers, got a number"));
    QTest::newRow("query[1] is a string")
        << object({R"("query": [0.5, "1"])", validKeys, validValues})
        << exactly(QStringLiteral("query[1]"))
        << exactly(QStringLiteral("expected a number, got a string"));
    QTest::newRow("query[1] of -2e6")
        << object({R"("query": [0.5, -2e6])", validKeys, validValues})
        << exactly(QStringLiteral("query[1]"))
        << exactly(QStringLiteral("-2000000 is above the limit of 1e6 in magnitude"));

    QTest::newRow("keys[3] with 3 numbers") << object(
        {validQuery, R"("keys": [[1, 0], [0, 1], [2, 2], [1, 2, 3]])", R"("values": [1, 2, 3, 4])"})
                                            << exactly(QStringLiteral("keys[3]"))
                                            << exactly(QStringLiteral("expected 2 numbers, got 3"));
    QTest::newRow("keys[0] with 1 number")
        << object({validQuery, R"("keys": [[1], [0, 1]])", validValues})
        << exactly(QStringLiteral("keys[0]"))
        << exactly(QStringLiteral("expected 2 numbers, got 1"));
    QTest::newRow("string inside keys")
        << object({validQuery, R"("keys": [[1, 0], ["0", 1]])", validValues})
        << exactly(QStringLiteral("keys[1][0]"))
        << QStringLiteral("expected a number, got a string");
    QTest::newRow("true inside keys")
        << object({validQuery, R"("keys": [[1, 0], [0, true]])", validValues})
        << exactly(QStringLiteral("keys[1][1]"))
        << exactly(QStringLiteral("expected a number, got true/false"));
    QTest::newRow("key is a number")
        << object({validQuery, R"("keys": [1, [0, 1]])", validValues})
        << exactly(QStringLiteral("keys[0]"))
        << exactly(QStringLiteral("expected an array of numbers, got a number"));
    QTest::newRow("keys is an object")
        << object({validQuery, R"("keys": {"0": [1, 0]})", validValues})
        << exactly(QStringLiteral("keys"))
        << exactly(QStringLiteral("expected an array of keys, got an object"));
    QTest::newRow("0 keys") << object({validQuery, R"("keys": [])", R"("values": [])"})
                            << exactly(QStringLiteral("keys"))
                            << exactly(QStringLiteral("expected 1 to 64 keys, got 0"));
    QTest::newRow("65 keys") << object(
        {validQuery, R"("keys": )" + keysJson(65), R"("values": )" + valuesJson(65)})
                             << exactly(QStringLiteral("keys"))
                             << exactly(QStringLiteral("expected 1 to 64 keys, got 65"));

    QTest::newRow("values count mismatch")
        << object({validQuery, validKeys, R"("values": [1, 3, 5])"})
        << exactly(QStringLiteral("values"))
        << exactly(QStringLiteral("expected 2 values (one per key), got 3"));
    QTest::newRow("values is a string")
        << object({validQuery, validKeys, R"("values": "1, 3")"})
        << exactly(QStringLiteral("values"))
        << exactly(QStringLiteral(
               "expected an array of numbers or of arrays of numbers, got a string"));
    QTest::newRow("value of 2e6") << object({validQuery, validKeys, R"("values": [2e6, 3])"})
                                  << exactly(QStringLiteral("values[0]"))
                                  << exactly(QStringLiteral(
                                         "2000000 is above the limit of 1e6 in magnitude"));
    QTest::newRow("null in values") << object({validQuery, validKeys, R"("values": [1, null])"})
                                    << exactly(QStringLiteral("values[1]"))
                                    << exactly(QStringLiteral("expected a number, got null"));
    // The first value is an array of one coordinate, so every value must be one.
    QTest::newRow("an array, then a number in values")
        << object({validQuery, validKeys, R"("values": [[1], 3])"})
        << exactly(QStringLiteral("values[1]"))
        << exactly(QStringLiteral("expected an array of 1 numbers like values[0], got a number"));
    QTest::newRow("a number, then an array in values")
        << object({validQuery, validKeys, R"("values": [3, [1]])"})
        << exactly(QStringLiteral("values[1]"))
        << exactly(QStringLiteral("expected a number like values[0], got an array (every value "
                                  "must have the same shape)"));
    QTest::newRow("values of different lengths")
        << object({validQuery, validKeys, R"("values": [[1, 2], [3]])"})
        << exactly(QStringLiteral("values[1]"))
        << exactly(QStringLiteral("expected 2 numbers, got 1"));

    // 1e999: Qt 6.4's parser rejects the overflowing literal itself
    // ("illegal number"), so it never reaches the finiteness check; the error
    // is a parse error at the number's line. (Were Qt to parse it as
    // infinity, validateNumber would report "values[0]: expected a finite
    // number, got infinity"; either is accepted, a silent read is not.)
    QTest::newRow("1e999 in values")
        << object({validQuery, validKeys, R"("values": [1e999, 3])"})
        << QStringLiteral("^(line 1, column \\d+|values\\[0\\])$")
        << QStringLiteral("^(invalid JSON: illegal number \\(numbers are plain decimals such as "
                          "0\\.5 or -2e3; NaN and Infinity are not JSON\\)"
                          "|expected a finite number, got infinity)$");
    QTest::newRow("-1e999 in keys")
        << object({validQuery, R"("keys": [[1, 0], [-1e999, 1]])", validValues})
        << QStringLiteral("^(line 1, column \\d+|keys\\[1\\]\\[0\\])$")
        << QStringLiteral("^(invalid JSON: illegal number \\(numbers are plain decimals such as "
                          "0\\.5 or -2e3; NaN and Infinity are not JSON\\)"
                          "|expected a finite number, got -infinity)$");
    QTest::newRow("NaN literal") << object({validQuery, validKeys, R"("values": [NaN, 3])"})
                                 << QStringLiteral("^line 1, column \\d+$")
                                 << startingWith(QStringLiteral("invalid JSON: "));

    QTest::newRow("title is a number")
        << object({R"("title": 7)", validQuery, validKeys, validValues})
        << exactly(QStringLiteral("title"))
        << exactly(QStringLiteral("expected a string, got a number"));
    QTest::newRow("title is null")
        << object({R"("title": null)", validQuery, validKeys, validValues})
        << exactly(QStringLiteral("title"))
        << exactly(QStringLiteral("expected a string, got null"));
}

void TestDataJson::badInputNamesThePlace()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, placePattern);
    QFETCH(QString, messagePattern);

    AttentionData out = sentinel();
    const std::optional<DataError> error = readAttentionData(json, out, KeyCheck::Strict);
    QVERIFY2(error.has_value(), qPrintable(QStringLiteral("accepted, read %1").arg(describe(out))));

    const QString place = QString::fromStdString(renderEnglish(error->place));
    const QString message = QString::fromStdString(renderEnglish(error->message));
    const QRegularExpression placeExpression(placePattern);
    const QRegularExpression messageExpression(messagePattern);
    QVERIFY(placeExpression.isValid());
    QVERIFY(messageExpression.isValid());
    QVERIFY2(placeExpression.match(place).hasMatch(),
        qPrintable(QStringLiteral("place \"%1\" does not match %2").arg(place, placePattern)));
    QVERIFY2(messageExpression.match(message).hasMatch(),
        qPrintable(
            QStringLiteral("message \"%1\" does not match %2").arg(message, messagePattern)));
    // The one line a user sees: "place: message", or the message alone.
    QCOMPARE(QString::fromStdString(error->toString()),
        place.isEmpty() ? message : place + QStringLiteral(": ") + message);
    QVERIFY(!error->toString().empty());
    QVERIFY(error->toString().find('\n') == std::string::npos);

    COMPARE_DATA(out, sentinel());
}

void TestDataJson::parseErrorPointsAtTheLine()
{
    // The stray comma is on line 3, at column 19; Qt's offset lies just past it.
    const QByteArray json = "{\n  \"query\": [1, 2],\n  \"keys\": [[1, 2],,]\n}";
    AttentionData out = sentinel();
    const std::optional<DataError> error = readAttentionData(json, out, KeyCheck::Strict);
    QVERIFY(error.has_value());
    static const QRegularExpression lineAndColumn(QStringLiteral("^line (\\d+), column (\\d+)$"));
    const std::string errorPlace = renderEnglish(error->place);
    const QRegularExpressionMatch match = lineAndColumn.match(QString::fromStdString(errorPlace));
    QVERIFY2(match.hasMatch(), errorPlace.c_str());
    QCOMPARE(match.captured(1).toInt(), 3);
    const int column = match.captured(2).toInt();
    QVERIFY2(column == 19 || column == 20, qPrintable(QString::number(column)));
    const std::string errorMessage = renderEnglish(error->message);
    QVERIFY2(QString::fromStdString(errorMessage).startsWith(QStringLiteral("invalid JSON: ")),
        errorMessage.c_str());
    COMPARE_DATA(out, sentinel());
}

void TestDataJson::jsonObjectOverloadLeavesOutputUntouched()
{
    // A failure late in the object (values[2]) after query and keys read fine.
    QJsonObject object
        = attentionDataToJson(makeData("late", {1, 2}, {{1, 0}, {0, 1}, {1, 1}}, {1, 2, 3}));
    object.insert(QLatin1String("values"), QJsonArray {1, 2, 3e6});
    AttentionData out = sentinel();
    const std::optional<DataError> error = readAttentionData(object, out, KeyCheck::Strict);
    QVERIFY(error.has_value());
    QCOMPARE(QString::fromStdString(renderEnglish(error->place)), QStringLiteral("values[2]"));
    COMPARE_DATA(out, sentinel());

    // And the same object, fixed, reads.
    object.insert(QLatin1String("values"), QJsonArray {1, 2, 3});
    QVERIFY(!readAttentionData(object, out, KeyCheck::Strict).has_value());
    COMPARE_DATA(out, makeData("late", {1, 2}, {{1, 0}, {0, 1}, {1, 1}}, {1, 2, 3}));
}

void TestDataJson::unknownKeys_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("strictError");
    QTest::addColumn<bool>("readsLeniently");
    const QByteArray data = R"("query": [1, 2], "keys": [[1, 0]], "values": [1])";
    QTest::newRow("valuez") << QByteArray("{\"valuez\": [1], " + data + "}")
                            << "valuez: unknown key; did you mean values?" << true;
    QTest::newRow("titel") << QByteArray("{\"titel\": \"T\", " + data + "}")
                           << "titel: unknown key; did you mean title?" << true;
    QTest::newRow("key, singular") << QByteArray("{\"key\": [[1, 0]], " + data + "}")
                                   << "key: unknown key; did you mean keys?" << true;
    QTest::newRow("Query, capital") << QByteArray("{\"Query\": [1, 2], " + data + "}")
                                    << "Query: unknown key; did you mean query?" << true;
    QTest::newRow("nothing near") << QByteArray("{\"colour\": \"red\", " + data + "}")
                                  << "colour: unknown key (known: title, query, keys, values)"
                                  << true;
    // A preset's keys are not a data file's.
    QTest::newRow("id of a preset")
        << QByteArray("{\"id\": \"x\", " + data + "}")
        << "id: unknown key (known: title, query, keys, values)" << true;
    // Unknown keys are named before anything else is checked: the missing
    // "values" is the misspelt one.
    QTest::newRow("instead of a required key")
        << QByteArray(R"({"query": [1, 2], "keys": [[1, 0]], "valuez": [1]})")
        << "valuez: unknown key; did you mean values?" << false;
}

void TestDataJson::unknownKeys()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, strictError);
    QFETCH(bool, readsLeniently);

    AttentionData out = sentinel();
    const std::optional<DataError> error = readAttentionData(json, out, KeyCheck::Strict);
    QVERIFY(error.has_value());
    QCOMPARE(QString::fromStdString(error->toString()), strictError);
    COMPARE_DATA(out, sentinel());

    const QJsonObject object = QJsonDocument::fromJson(json).object();
    const std::optional<DataError> objectError = readAttentionData(object, out, KeyCheck::Strict);
    QVERIFY(objectError.has_value());
    QCOMPARE(QString::fromStdString(objectError->toString()), strictError);
    COMPARE_DATA(out, sentinel());

    // The session embeds own data and reads it leniently, as before.
    const std::optional<DataError> lenient = readAttentionData(json, out, KeyCheck::Lenient);
    QCOMPARE(!lenient.has_value(), readsLeniently);
}

void TestDataJson::filesMeantToBeValidStillRead_data()
{
    QTest::addColumn<QString>("path");
    // Every file of tests/data, and the data-file fuzzer's seeds named valid-*.
    const QDir testData(sourceTreePath(QStringLiteral("tests/data")));
    for (const QString &name : testData.entryList({QStringLiteral("*.json")}, QDir::Files))
        QTest::newRow(qPrintable(QStringLiteral("data/") + name)) << testData.filePath(name);
    const QDir seeds(sourceTreePath(QStringLiteral("tests/fuzz/corpus-data-file")));
    for (const QString &name : seeds.entryList({QStringLiteral("valid-*")}, QDir::Files))
        QTest::newRow(qPrintable(QStringLiteral("fuzz/corpus-data-file/") + name))
            << seeds.filePath(name);
    QVERIFY(testData.exists() && seeds.exists());
}

void TestDataJson::filesMeantToBeValidStillRead()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    // As --data reads them: one query or a sequence.
    DataFileContents out;
    const std::optional<DataError> error = readDataFile(file.readAll(), out);
    QVERIFY2(!error, error ? error->toString().c_str() : "");
}

QTEST_GUILESS_MAIN(TestDataJson)
#include "tst_data_json.moc"
