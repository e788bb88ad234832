// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "JsonDiagnostics.h"

#include <QString>

namespace linattn {

std::string jsonTypeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return "null";
    case QJsonValue::Bool:
        return "true/false";
    case QJsonValue::Double:
        return "a number";
    case QJsonValue::String:
        return "a string";
    case QJsonValue::Array:
        return "an array";
    case QJsonValue::Object:
        return "an object";
    case QJsonValue::Undefined:
        break;
    }
    return "nothing";
}

std::string jsonErrorPlace(const QByteArray &json, const QJsonParseError &error)
{
    // Qt's offset is the character it rejected (or, for some errors, the one
    // after it); columns count characters, not bytes.
    const QByteArray before = json.left(error.offset);
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    const qsizetype line = before.count('\n') + 1;
    const qsizetype column = QString::fromUtf8(before.mid(lineStart)).size() + 1;
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

std::string jsonErrorText(const QJsonParseError &error)
{
    const std::string qtText = error.errorString().toStdString();
    switch (error.error) {
    case QJsonParseError::UnterminatedObject:
        return qtText + ": a comma or a closing } is missing";
    case QJsonParseError::UnterminatedArray:
        return qtText + ": a comma or a closing ] is missing";
    case QJsonParseError::MissingNameSeparator:
        return qtText + ": a colon is missing after a key";
    case QJsonParseError::MissingValueSeparator:
        return qtText + ": a comma is missing between two values";
    case QJsonParseError::UnterminatedString:
        return qtText + ": a closing \" is missing";
    default:
        return qtText;
    }
}

} // namespace linattn
