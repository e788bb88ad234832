// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace linattn {

// The languages the window speaks: "en" (the source language, first), then
// every language with a :/i18n/linattn_<language>.qm in the program ("de").
QStringList translationLanguages();

// The language to show for a list like QLocale::uiLanguages() ("de-DE", "en"):
// the first one the program speaks, or "en".
QString chooseTranslationLanguage(const QStringList &uiLanguages);

// The language installTranslations(`language`) shows: "de" for "de_AT",
// the system's (chooseTranslationLanguage) for an empty string, "en" for
// one the program does not speak. The window's lessons use it too.
QString translationLanguageFor(const QString &language);

// Whether the program speaks `language` ("de", "de_DE", "de-AT"; empty means
// the system's language, always accepted): an empty string, or
// "--lang: no translation for 'xx' (en, de)". Needs no QCoreApplication, so
// it can check the command line before anything is shown.
QString translationLanguageError(const QString &language);

// Installs the translations for `language` on the QCoreApplication, which
// must exist, before any window is loaded: Qt's own (qtbase_<language>.qm,
// qtdeclarative_<language>.qm from QLibraryInfo's TranslationsPath, where
// present) and the program's (:/i18n/linattn_<language>.qm). `language` is a
// code like "de", "de_DE" or "de-AT"; empty means the system's (its UI
// languages, falling back to English). "en" installs nothing. Translations an
// earlier call installed are removed first.
//
// Returns an empty string, or translationLanguageError()'s message (and
// installs nothing) for a language the program does not speak.
QString installTranslations(const QString &language = {});

} // namespace linattn
