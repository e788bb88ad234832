// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the session reader. The input is the settings file's
// keys and values, one "key=value" line each ("session/prefix=3"), turned into
// what QSettings hands over for such a line: text (also "quoted, with commas"),
// a list where the value has an unquoted comma ("a, b"), bytes for "@ByteArray(…)", a number for
// "@Int(…)" (which stands for any "@Variant(…)" that is not text). A damaged or foreign session
// must give a session or one message, never a crash, a leak, undefined
// behaviour or a hang. (Reading the INI file itself is Qt's and slow per run,
// so the target starts from its keys; tst_session reads real files.)

#include "SessionReader.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantMap>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace {

QVariant valueOf(const QString &text)
{
    if (text.size() >= 2 && text.startsWith(QLatin1Char('"')) && text.endsWith(QLatin1Char('"')))
        return text.mid(1).chopped(1); // quoted: text, commas and all
    if (text.startsWith(QLatin1String("@ByteArray(")) && text.endsWith(QLatin1Char(')')))
        return text.mid(11).chopped(1).toUtf8();
    if (text.startsWith(QLatin1String("@Int(")) && text.endsWith(QLatin1Char(')')))
        return text.mid(5).chopped(1).toInt();
    if (text.contains(QLatin1Char(',')))
        return text.split(QLatin1Char(','));
    return text;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(bytes), static_cast<qsizetype>(size));
    QVariantMap values;
    for (const QByteArray &line : input.split('\n')) {
        const qsizetype equals = line.indexOf('=');
        if (equals < 0)
            continue;
        values.insert(
            QString::fromUtf8(line.left(equals)), valueOf(QString::fromUtf8(line.mid(equals + 1))));
    }
    const linattn::SessionReadResult result
        = linattn::SessionReader::read(values, QStringLiteral("linattn.conf"));
    if (result.session && !result.problem.isEmpty())
        std::abort(); // a session is either read or refused with a reason
    if (const auto &session = result.session) {
        if (session->prefix < 1 || session->geometry.width() < 200
            || session->geometry.height() < 200 || session->lessonStep < 0)
            std::abort();
    } else if (!result.problem.isEmpty()
        && !result.problem.startsWith(QLatin1String("linattn.conf"))) {
        std::abort(); // the message names the file
    }
    return 0;
}
