// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of number_format.h: shortest round-trip text and rounded text.

#include "number_format.h"

#include <QTest>

#include <bit>
#include <cfloat>
#include <clocale>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <optional>
#include <random>
#include <string>

namespace {

// Reads `text` back with std::strtod; the whole text must be consumed.
std::optional<double> parseWhole(const std::string &text)
{
    char *end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size())
        return std::nullopt;
    return value;
}

// The characters a plain decimal or scientific number may use, so that the
// text is valid in CSV, JSON and LaTeX alike (no "inf", no "nan", no comma).
bool isPlainNumberText(const std::string &text)
{
    return !text.empty() && text.find_first_not_of("0123456789.e+-") == std::string::npos;
}

// The longest shortest form of a double, "-2.2250738585072014e-308", has 24
// characters; std::to_chars picks fixed notation only when it is not longer.
constexpr std::size_t kLongestShortestText = 24;

QString bitsOf(double x)
{
    return QStringLiteral("%1 (0x%2)")
        .arg(x, 0, 'g', 17)
        .arg(std::bit_cast<std::uint64_t>(x), 16, 16, QLatin1Char('0'));
}

} // namespace

class TestNumberFormat : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void shortestRoundTrips_data();
    void shortestRoundTrips();
    void shortestRoundTripsRandomDoubles();

    void rounded_data();
    void rounded();
    void roundedOptional_data();
    void roundedOptional();
};

void TestNumberFormat::initTestCase()
{
    // QCoreApplication adopts the environment's locale; strtod must read a
    // decimal point whatever LANG says.
    std::setlocale(LC_NUMERIC, "C");
    QCOMPARE(std::string(linattn::kUnavailableWord), std::string("Unavailable"));
}

void TestNumberFormat::shortestRoundTrips_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expectedText"); // empty: any text that reads back

    QTest::newRow("0.1") << 0.1 << "0.1";
    QTest::newRow("1/3") << 1 / 3.0 << "0.3333333333333333";
    QTest::newRow("2/3") << 2 / 3.0 << "0.6666666666666666";
    QTest::newRow("0.1 + 0.2") << 0.1 + 0.2 << "0.30000000000000004";
    QTest::newRow("1e-300") << 1e-300 << "1e-300";
    QTest::newRow("5") << 5.0 << "5";
    QTest::newRow("1.5") << 1.5 << "1.5";
    QTest::newRow("-2.5") << -2.5 << "-2.5";
    QTest::newRow("0") << 0.0 << "0";
    QTest::newRow("-0") << -0.0 << "0";
    QTest::newRow("1e6") << 1e6 << "";
    QTest::newRow("-1e6") << -1e6 << "";
    QTest::newRow("-2^63 + 2^11") << -9223372036854773760.0 << "";
    QTest::newRow("pi") << M_PI << "3.141592653589793";
    QTest::newRow("next after 1") << std::nextafter(1.0, 2.0) << "1.0000000000000002";
    QTest::newRow("1e21") << 1e21 << "";
    QTest::newRow("1e22") << 1e22 << "";
    QTest::newRow("1e23") << 1e23 << "";
    QTest::newRow("2^53 + 2") << 9007199254740994.0 << "";
    QTest::newRow("1e-7") << 1e-7 << "";
    QTest::newRow("123456.789") << 123456.789 << "123456.789";
    QTest::newRow("e^-700") << std::exp(-700.0) << "";
    QTest::newRow("smallest normal") << DBL_MIN << "";
    QTest::newRow("largest denormal") << std::nextafter(DBL_MIN, 0.0) << "";
    QTest::newRow("denormal 1.5e-320") << 1.5e-320 << "";
    QTest::newRow("smallest denormal") << std::numeric_limits<double>::denorm_min() << "";
    QTest::newRow("-smallest denormal") << -std::numeric_limits<double>::denorm_min() << "";
    QTest::newRow("largest double") << DBL_MAX << "";
    QTest::newRow("-largest double") << -DBL_MAX << "";
}

void TestNumberFormat::shortestRoundTrips()
{
    QFETCH(double, value);
    QFETCH(QString, expectedText);

    const std::string text = linattn::formatShortest(value);
    if (!expectedText.isEmpty())
        QCOMPARE(QString::fromStdString(text), expectedText);
    QVERIFY2(isPlainNumberText(text), text.c_str());
    QVERIFY2(text.size() <= kLongestShortestText, text.c_str());

    const std::optional<double> parsed = parseWhole(text);
    QVERIFY2(parsed,
        qPrintable(QStringLiteral("strtod could not read all of \"%1\"")
                       .arg(QString::fromStdString(text))));
    if (value == 0) {
        // -0 is written "0" on purpose (reads back as +0, which equals -0).
        QVERIFY(*parsed == 0);
        return;
    }
    QVERIFY2(std::bit_cast<std::uint64_t>(*parsed) == std::bit_cast<std::uint64_t>(value),
        qPrintable(QStringLiteral("\"%1\" reads back as %2, not %3")
                       .arg(QString::fromStdString(text), bitsOf(*parsed), bitsOf(value))));
}

void TestNumberFormat::shortestRoundTripsRandomDoubles()
{
    // Random bit patterns cover every exponent, denormals included.
    std::mt19937_64 random(20200629);
    int checked = 0;
    while (checked < 20000) {
        const double value = std::bit_cast<double>(random());
        if (!std::isfinite(value) || value == 0)
            continue;
        ++checked;
        const std::string text = linattn::formatShortest(value);
        const std::optional<double> parsed = parseWhole(text);
        QVERIFY2(
            parsed && std::bit_cast<std::uint64_t>(*parsed) == std::bit_cast<std::uint64_t>(value),
            qPrintable(QStringLiteral("%1 written as \"%2\"")
                           .arg(bitsOf(value), QString::fromStdString(text))));
        QVERIFY2(text.size() <= kLongestShortestText, text.c_str());
    }
}

void TestNumberFormat::rounded_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("expected");

    QTest::newRow("integer") << 5.0 << 4 << "5";
    QTest::newRow("rounded up") << 1.23456 << 4 << "1.2346";
    QTest::newRow("trailing zeros trimmed") << 1.5 << 4 << "1.5";
    QTest::newRow("rounds to an integer") << 2.00001 << 4 << "2";
    QTest::newRow("0.99999 rounds to 1") << 0.99999 << 4 << "1";
    QTest::newRow("-0.99999 rounds to -1") << -0.99999 << 4 << "-1";
    QTest::newRow("negative") << -2.5 << 4 << "-2.5";
    QTest::newRow("zero") << 0.0 << 4 << "0";
    QTest::newRow("negative zero") << -0.0 << 4 << "0";
    QTest::newRow("1e-300") << 1e-300 << 4 << "1e-300";
    QTest::newRow("1.23456e-300") << 1.23456e-300 << 4 << "1.2346e-300";
    QTest::newRow("1.23456e-7") << 1.23456e-7 << 4 << "1.2346e-7";
    QTest::newRow("-0.00001") << -0.00001 << 4 << "-1e-5";
    QTest::newRow("0.00004 hidden by 4 decimals") << 0.00004 << 4 << "4e-5";
    QTest::newRow("-0.00004 hidden by 4 decimals") << -0.00004 << 4 << "-4e-5";
    QTest::newRow("0.0001 shown at 4 decimals") << 0.0001 << 4 << "0.0001";
    QTest::newRow("scientific rounds up a digit") << 9.99999e-7 << 4 << "1e-6";
    QTest::newRow("smallest denormal")
        << std::numeric_limits<double>::denorm_min() << 4 << "5e-324";
    QTest::newRow("1234567890") << 1234567890.0 << 4 << "1.2346e9";
    QTest::newRow("-1234567890") << -1234567890.0 << 4 << "-1.2346e9";
    QTest::newRow("1e9") << 1e9 << 4 << "1e9";
    QTest::newRow("just below 1e9") << 999999999.0 << 4 << "999999999";
    QTest::newRow("1e21") << 1e21 << 4 << "1e21";
    QTest::newRow("largest double") << DBL_MAX << 4 << "1.7977e308";
    QTest::newRow("1e6") << 1e6 << 4 << "1000000";
    QTest::newRow("2 decimals") << 3.14159 << 2 << "3.14";
    QTest::newRow("2 decimals, large") << 123456.789 << 2 << "123456.79";
    QTest::newRow("0 decimals, round up") << 2.7 << 0 << "3";
    QTest::newRow("0 decimals, round down") << 1234.4 << 0 << "1234";
    QTest::newRow("0 decimals, negative") << -7.8 << 0 << "-8";
    QTest::newRow("0 decimals, integer") << 5.0 << 0 << "5";
    QTest::newRow("0 decimals keep one significant digit") << 0.3 << 0 << "0.3";
    QTest::newRow("0 decimals, negative small fraction") << -0.36 << 0 << "-0.4";
    QTest::newRow("2 decimals, 0.0003 is not 0") << 0.0003 << 2 << "0.0003";
    QTest::newRow("half rounds away from zero") << 10.5 << 0 << "11";
    QTest::newRow("2.5 rounds to 3") << 2.5 << 0 << "3";
    QTest::newRow("-2.5 rounds to -3") << -2.5 << 0 << "-3";
    QTest::newRow("0.5 rounds to 1") << 0.5 << 0 << "1";
    QTest::newRow("1.25 at 1 decimal") << 1.25 << 1 << "1.3";
    QTest::newRow("2.675 rounds as written") << 2.675 << 2 << "2.68";
    QTest::newRow("9.99995 carries") << 9.99995 << 4 << "10";
    QTest::newRow("0.00005 is scientific") << 0.00005 << 4 << "5e-5";
    QTest::newRow("0 decimals, 1.23456e9") << 1234567890.0 << 0 << "1e9";
    QTest::newRow("17 decimals keep the shortest text") << 0.1 << 17 << "0.1";
    QTest::newRow("6 decimals") << 1.0 / 3 << 6 << "0.333333";
}

void TestNumberFormat::rounded()
{
    QFETCH(double, value);
    QFETCH(int, decimals);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(linattn::formatRounded(value, decimals)), expected);
    // The optional overload agrees for a present value.
    QCOMPARE(QString::fromStdString(linattn::formatRounded(std::optional<double>(value), decimals)),
        expected);
}

void TestNumberFormat::roundedOptional_data()
{
    QTest::addColumn<std::optional<double>>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("expected");

    QTest::newRow("Unavailable") << std::optional<double>() << 4 << "Unavailable";
    QTest::newRow("Unavailable, 0 decimals") << std::optional<double>() << 0 << "Unavailable";
    QTest::newRow("Unavailable, 17 decimals") << std::optional<double>() << 17 << "Unavailable";
    QTest::newRow("available 1.5") << std::optional<double>(1.5) << 4 << "1.5";
    QTest::newRow("available 0") << std::optional<double>(0.0) << 4 << "0";
    QTest::newRow("available 1.23456, 2 decimals") << std::optional<double>(1.23456) << 2 << "1.23";
}

void TestNumberFormat::roundedOptional()
{
    QFETCH(std::optional<double>, value);
    QFETCH(int, decimals);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(linattn::formatRounded(value, decimals)), expected);
    if (decimals == linattn::kDefaultDecimals)
        QCOMPARE(QString::fromStdString(linattn::formatRounded(value)), expected);
}

QTEST_GUILESS_MAIN(TestNumberFormat)
#include "tst_number_format.moc"
