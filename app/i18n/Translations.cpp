// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "Translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QTranslator>

namespace linattn {

namespace {

const QString kSourceLanguage = QStringLiteral("en");
const QString kResourceDirectory = QStringLiteral(":/i18n");
const QString kFilePrefix = QStringLiteral("linattn_");
// The translators this file installed, found again by name.
const QString kTranslatorName = QStringLiteral("linattn-translator");
// Qt's catalogues for what the window uses: Qt GUI (key names, the
// platform's dialogs) and Qt Quick (Controls, Dialogs).
const char *const kQtCatalogues[] = {"qtbase", "qtdeclarative"};

// "de_DE.UTF-8", "de-AT", "DE" -> "de".
QString languageOf(const QString &code)
{
    static const QRegularExpression separator(QStringLiteral("[-_.@]"));
    return code.section(separator, 0, 0).trimmed().toLower();
}

void removeInstalledTranslators()
{
    QCoreApplication *app = QCoreApplication::instance();
    const auto translators
        = app->findChildren<QTranslator *>(kTranslatorName, Qt::FindDirectChildrenOnly);
    for (QTranslator *translator : translators) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

bool install(QTranslator *translator, bool loaded)
{
    if (!loaded) {
        delete translator;
        return false;
    }
    translator->setObjectName(kTranslatorName);
    QCoreApplication::installTranslator(translator);
    return true;
}

} // namespace

QStringList translationLanguages()
{
    QStringList languages;
    const QStringList files
        = QDir(kResourceDirectory)
              .entryList({kFilePrefix + QStringLiteral("*.qm")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QString language = file.mid(kFilePrefix.size()).chopped(3);
        if (language != kSourceLanguage)
            languages << language;
    }
    languages.prepend(kSourceLanguage);
    return languages;
}

QString chooseTranslationLanguage(const QStringList &uiLanguages)
{
    const QStringList available = translationLanguages();
    for (const QString &each : uiLanguages) {
        const QString language = languageOf(each);
        if (available.contains(language))
            return language;
    }
    return kSourceLanguage;
}

QString translationLanguageError(const QString &language)
{
    const QStringList available = translationLanguages();
    if (language.trimmed().isEmpty() || available.contains(languageOf(language)))
        return {};
    return QStringLiteral("--lang: no translation for '%1' (%2)")
        .arg(language, available.join(QStringLiteral(", ")));
}

QString translationLanguageFor(const QString &language)
{
    if (language.trimmed().isEmpty())
        return chooseTranslationLanguage(QLocale::system().uiLanguages());
    const QString chosen = languageOf(language);
    return translationLanguages().contains(chosen) ? chosen : kSourceLanguage;
}

QString installTranslations(const QString &language)
{
    Q_ASSERT(QCoreApplication::instance());
    if (const QString error = translationLanguageError(language); !error.isEmpty())
        return error;
    const QString chosen = translationLanguageFor(language);

    removeInstalledTranslators();
    if (chosen == kSourceLanguage)
        return {};

    QCoreApplication *app = QCoreApplication::instance();
    const QLocale locale(chosen);
    const QString qtDirectory = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    for (const char *catalogue : kQtCatalogues) {
        auto *translator = new QTranslator(app);
        install(translator,
            translator->load(
                locale, QString::fromLatin1(catalogue), QStringLiteral("_"), qtDirectory));
    }
    auto *translator = new QTranslator(app);
    const QString ours
        = kResourceDirectory + QLatin1Char('/') + kFilePrefix + chosen + QStringLiteral(".qm");
    if (!install(translator, translator->load(ours)))
        return QStringLiteral("--lang: the translation for '%1' could not be loaded (%2)")
            .arg(chosen, ours);
    return {};
}

} // namespace linattn
