// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonParseError>
#include <QJsonValue>

#include <string>

namespace linattn {

// What a JSON value is, for messages: "a string", "an array", "null", …
std::string jsonTypeName(const QJsonValue &value);

// Where a parse error is, for people: "line 3, column 17" (characters from 1).
std::string jsonErrorPlace(const QByteArray &json, const QJsonParseError &error);

// What is wrong, in words a person editing the file can act on: Qt says "unterminated object" for
// a missing comma as for a missing }, so the likely fixes are named ("unterminated object: a
// comma or a closing } is missing").
std::string jsonErrorText(const QJsonParseError &error);

} // namespace linattn
