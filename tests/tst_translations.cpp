// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The German translation: it loads (with Qt's own German), the window's QML
// and C++ texts come out German, core's messages and the presets' texts too
// (through CoreTexts, by id), the lessons in the window's language, an
// unknown language is refused, and
// i18n/linattn_de.ts is complete and current: lupdate, run over the sources
// into a scratch copy, finds no unfinished and no vanished entry.

#include "AttentionModel.h"
#include "CoreTexts.h"
#include "DerivationModel.h"
#include "KeyNames.h"
#include "LessonReader.h"
#include "ProblemCatalog.h"
#include "StepTableModel.h"
#include "Translations.h"
#include "WalkthroughModel.h"
#include "WindowLauncher.h"
#include "data_edit.h"
#include "derivation.h"
#include "feature_map.h"
#include "step_table.h"

#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QKeySequence>
#include <QLibraryInfo>
#include <QLocale>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

using namespace linattn;

namespace {

// English words that no German text holds: a text with one of them was left
// untranslated (or not wrapped in qsTr()/tr() at all).
const QRegularExpression &englishWords()
{
    static const QRegularExpression words(
        QStringLiteral(
            "\\b(the|of|and|is|are|with|to|for|not|no|a|an|because|although|"
            "preset|prefix|prefixes|denominator|numerator|output|unavailable|"
            "derivation|step|table|lesson|lessons|key|keys|included|weight|weights|"
            "feature map|features|query|reference|difference|undo|redo|open|save|close|file|"
            "edit|view|help|quit|shortcut|shortcuts|chart|charts|legend|coordinate|"
            "value|values|data|export|check|contrast|largest|zero|maps|why|"
            "expected|got|number|numbers|row|column|entries|instead)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    return words;
}

QStringList englishIn(const QString &text)
{
    QStringList found;
    auto it = englishWords().globalMatch(text);
    while (it.hasNext())
        found << it.next().captured(1);
    return found;
}

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

struct TsEntry {
    QString context;
    QString source;
    QString type; // "", "unfinished", "vanished", "obsolete"
    QString translation;
};

QList<TsEntry> readTs(const QString &path, QString *error)
{
    QList<TsEntry> entries;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return entries;
    }
    QXmlStreamReader xml(&file);
    QString context;
    TsEntry entry;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("context")) {
            context.clear();
        } else if (xml.name() == QLatin1String("name") && context.isEmpty()) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            entry = TsEntry {context, {}, {}, {}};
        } else if (xml.name() == QLatin1String("source")) {
            entry.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            entry.type = xml.attributes().value(QLatin1String("type")).toString();
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (entry.type.isEmpty() && text.isEmpty())
                entry.type = QStringLiteral("empty");
            entry.translation = text;
            entries << entry;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1: %2").arg(path, xml.errorString());
    return entries;
}

// Every string property a window shows, of every object under `root`.
void collectTexts(QObject *root, QStringList &texts)
{
    static const char *const properties[]
        = {"text", "title", "placeholderText", "displayText", "titleText", "label"};
    QList<QObject *> objects = root->findChildren<QObject *>();
    objects.prepend(root);
    for (QObject *object : std::as_const(objects)) {
        for (const char *property : properties) {
            const QVariant value = object->property(property);
            if (value.metaType() == QMetaType::fromType<QString>() && !value.toString().isEmpty())
                texts << value.toString();
        }
        // A chart series' name is its legend entry.
        if (QByteArray(object->metaObject()->className()).contains("Series"))
            texts << object->property("name").toString();
    }
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { QCOMPARE(installTranslations(QStringLiteral("en")), QString()); }

    void theProgramSpeaksEnglishAndGerman()
    {
        QCOMPARE(
            translationLanguages(), (QStringList {QStringLiteral("en"), QStringLiteral("de")}));
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/linattn_de.qm")));
    }

    void anUnknownLanguageIsRefused()
    {
        QCOMPARE(translationLanguageError(QStringLiteral("xx")),
            QStringLiteral("--lang: no translation for 'xx' (en, de)"));
        QCOMPARE(translationLanguageError(QStringLiteral("de_AT")), QString());
        QCOMPARE(translationLanguageError(QString()), QString());
        QCOMPARE(installTranslations(QStringLiteral("xx")),
            QStringLiteral("--lang: no translation for 'xx' (en, de)"));
        QCOMPARE(QCoreApplication::translate("ControlsBar", "Preset"), QStringLiteral("Preset"));
        QCOMPARE(installTranslations(QStringLiteral("de")), QString());
        QVERIFY(!installTranslations(QStringLiteral("fr")).isEmpty());
        // A refused language leaves the one in use as it was.
        QCOMPARE(QCoreApplication::translate("ControlsBar", "Preset"), QStringLiteral("Beispiel"));
    }

    void languageCodesAndTheSystemsLanguages()
    {
        for (const char *code : {"de", "DE", "de_DE", "de-AT", "de_CH.UTF-8"}) {
            QCOMPARE(installTranslations(QString::fromLatin1(code)), QString());
            QCOMPARE(
                QCoreApplication::translate("ControlsBar", "Preset"), QStringLiteral("Beispiel"));
        }
        QCOMPARE(installTranslations(QStringLiteral("en_GB")), QString());
        QCOMPARE(QCoreApplication::translate("ControlsBar", "Preset"), QStringLiteral("Preset"));

        QCOMPARE(chooseTranslationLanguage(
                     {QStringLiteral("fr-FR"), QStringLiteral("de-DE"), QStringLiteral("en")}),
            QStringLiteral("de"));
        QCOMPARE(chooseTranslationLanguage({QStringLiteral("en-US"), QStringLiteral("de")}),
            QStringLiteral("en"));
        QCOMPARE(chooseTranslationLanguage({QStringLiteral("fr"), QStringLiteral("it")}),
            QStringLiteral("en"));
        QCOMPARE(chooseTranslationLanguage({QStringLiteral("C")}), QStringLiteral("en"));
        // Empty: the system's languages, whatever they are here, never an error.
        QCOMPARE(installTranslations(QString()), QString());
    }

    // What --lang asks for is what the lessons are read in; a lesson file may be
    // translated into exactly the languages the window speaks besides English.
    void lessonsSpeakTheWindowsLanguage()
    {
        for (const char *code : {"de", "DE", "de_DE", "de-AT", "de_CH.UTF-8"})
            QCOMPARE(translationLanguageFor(QString::fromLatin1(code)), QStringLiteral("de"));
        for (const char *code : {"en", "en_GB", "xx"})
            QCOMPARE(translationLanguageFor(QString::fromLatin1(code)), QStringLiteral("en"));
        QCOMPARE(translationLanguageFor(QString()),
            chooseTranslationLanguage(QLocale::system().uiLanguages()));
        QStringList translated = translationLanguages();
        translated.removeAll(QStringLiteral("en"));
        QCOMPARE(LessonReader::languages(), translated);
    }

    void germanTextsOfTheQmlAndTheCpp()
    {
        QCOMPARE(installTranslations(QStringLiteral("de")), QString());
        const struct {
            const char *context;
            const char *english;
            const char *german;
        } samples[] = {
            {"ControlsBar", "Preset", "Beispiel"},
            {"ControlsBar", "of %1 keys", "von %1"},
            {"DerivationPanel", "Worked derivation", "Herleitung"},
            {"MainMenuBar", "&File", "&Datei"},
            {"ShortcutsSheet", "Keyboard shortcuts", "Tastenkürzel"},
            {"OutputByPrefixChart", "Unavailable", "undefiniert"},
            {"WalkthroughPanel", "Next ›", "Weiter ›"},
            {"linattn::DataEditor", "Own data", "Eigene Daten"},
            {"linattn::ExportController", "No file was chosen.", "Es wurde keine Datei gewählt."},
            {"PagedPdf", "page %1 of %2", "Seite %1 von %2"},
            {"linattn::CoreTexts", "denominator φ(%1)·%2", "Nenner φ(%1)·%2"},
        };
        for (const auto &sample : samples)
            QCOMPARE(QCoreApplication::translate(sample.context, sample.english),
                QString::fromUtf8(sample.german));
        QCOMPARE(
            StepTableModel::columnTitle(StepTableModel::OutputColumn), QStringLiteral("Ausgabe"));

        // Qt's own German, for the dialogs' buttons and the key names.
        const QString qtDirectory = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
        if (!QFile::exists(qtDirectory + QStringLiteral("/qtbase_de.qm")))
            QSKIP("Qt's German (Debian package qt6-translations-l10n) is not installed");
        QCOMPARE(
            QCoreApplication::translate("QPlatformTheme", "Close"), QStringLiteral("Schließen"));
        QCOMPARE(QKeySequence(QStringLiteral("Ctrl+D")).toString(QKeySequence::NativeText),
            QStringLiteral("Strg+D"));
    }

    // Every message id of core: German, with each of the English template's
    // placeholders (so no argument is lost), and filled in by CoreTexts.
    void everyMessageHasItsGerman_data()
    {
        QTest::addColumn<int>("id");
        for (std::size_t id = 0; id < kMessageCount; ++id)
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(id).arg(
                QString::fromUtf8(messageTemplate(static_cast<MessageId>(id))).left(40))))
                << static_cast<int>(id);
    }
    void everyMessageHasItsGerman()
    {
        QFETCH(int, id);
        QCOMPARE(installTranslations(QStringLiteral("de")), QString());
        const auto messageId = static_cast<MessageId>(id);
        const QString english = QString::fromUtf8(messageTemplate(messageId));
        QVERIFY(!english.isEmpty());
        const QString german
            = QCoreApplication::translate(kMessageContext, messageTemplate(messageId));
        QVERIFY2(
            german != english, qPrintable(QStringLiteral("no German for \"%1\"").arg(english)));
        static const QRegularExpression placeholder(QStringLiteral("%[1-9]"));
        QStringList englishPlaceholders, germanPlaceholders;
        for (const auto &match : placeholder.globalMatch(english))
            englishPlaceholders << match.captured();
        for (const auto &match : placeholder.globalMatch(german))
            germanPlaceholders << match.captured();
        englishPlaceholders.removeDuplicates();
        germanPlaceholders.removeDuplicates();
        englishPlaceholders.sort();
        germanPlaceholders.sort();
        QCOMPARE(germanPlaceholders, englishPlaceholders);

        // Filled: every argument where the German puts it, nothing left over.
        Message message {messageId, {}};
        for (qsizetype i = 0; i < englishPlaceholders.size(); ++i)
            message.args.emplace_back("‹" + std::to_string(i + 1) + "›");
        QString expected = german;
        for (qsizetype i = 0; i < englishPlaceholders.size(); ++i)
            expected.replace(QStringLiteral("%%1").arg(i + 1), QStringLiteral("‹%1›").arg(i + 1));
        QCOMPARE(CoreTexts::translated(message), expected);
    }

    // The presets' titles and descriptions: in the catalogue lupdate reads,
    // with problems.json's English, and German.
    void everyPresetHasItsGerman()
    {
        QCOMPARE(installTranslations(QStringLiteral("de")), QString());
        const auto catalogue = CoreTexts::presetTexts();
        QCOMPARE(catalogue.size(), ProblemCatalog::presets().size());
        for (const Preset &preset : ProblemCatalog::presets()) {
            const auto entry = std::find_if(catalogue.begin(), catalogue.end(),
                [&preset](const CoreTexts::PresetText &each) { return preset.id == each.id; });
            QVERIFY2(entry != catalogue.end(),
                qPrintable(QStringLiteral("preset %1 is not in CoreTexts' catalogue")
                               .arg(fromStd(preset.id))));
            QCOMPARE(fromStd(preset.title), QString::fromUtf8(entry->title));
            QCOMPARE(fromStd(preset.description), QString::fromUtf8(entry->description));
            QVERIFY2(CoreTexts::presetTitle(preset) != fromStd(preset.title), preset.title.c_str());
            QVERIFY2(CoreTexts::presetDescription(preset) != fromStd(preset.description),
                preset.description.c_str());
            QCOMPARE(CoreTexts::dataTitle(preset.id, preset.title), CoreTexts::presetTitle(preset));
        }
        // The user's own data keeps its title, whatever preset it started from.
        QCOMPARE(CoreTexts::dataTitle(std::nullopt, "General"), QStringLiteral("General"));
        // A preset whose English left the catalogue's stays English rather
        // than showing another text's German.
        Preset edited = ProblemCatalog::presets().front();
        edited.title += " (edited)";
        QCOMPARE(CoreTexts::presetTitle(edited), fromStd(edited.title));
    }

    // The same for the sequence view's sequences (problems.json).
    void everySequenceHasItsGerman()
    {
        QCOMPARE(installTranslations(QStringLiteral("de")), QString());
        const auto catalogue = CoreTexts::sequenceTexts();
        QCOMPARE(catalogue.size(), ProblemCatalog::sequences().size());
        for (const SequencePreset &sequence : ProblemCatalog::sequences()) {
            const auto entry = std::find_if(catalogue.begin(), catalogue.end(),
                [&sequence](const CoreTexts::PresetText &each) { return sequence.id == each.id; });
            QVERIFY2(entry != catalogue.end(),
                qPrintable(QStringLiteral("sequence %1 is not in CoreTexts' catalogue")
                               .arg(fromStd(sequence.id))));
            QCOMPARE(fromStd(sequence.title), QString::fromUtf8(entry->title));
            QCOMPARE(fromStd(sequence.description), QString::fromUtf8(entry->description));
            QVERIFY2(CoreTexts::sequenceTitle(sequence) != fromStd(sequence.title),
                sequence.title.c_str());
            QVERIFY2(CoreTexts::sequenceDescription(sequence) != fromStd(sequence.description),
                sequence.description.c_str());
        }
        SequencePreset edited = ProblemCatalog::sequences().front();
        edited.description += " (edited)";
        QCOMPARE(CoreTexts::sequenceDescription(edited), fromStd(edited.description));
        QCOMPARE(CoreTexts::sequenceTitle(edited), fromStd(edited.title)); // both texts must match
    }

    // Every derivation of every preset, map and prefix, in German: no
    // English word left, so a wording changed in core/ shows up here.
    void everyDerivationComesOutGerman()
    {
        QCOMPARE(installTranslations(QStringLiteral("de")), QString());
        QStringList problems;
        auto check = [&problems](const QString &where, const std::vector<WrittenLine> &lines) {
            for (const WrittenLine &line : lines) {
                for (const std::string &text : {line.label, line.formula, line.result}) {
                    if (const QStringList english = englishIn(fromStd(text)); !english.isEmpty())
                        problems << QStringLiteral("%1 %2: \"%3\" (%4)")
                                        .arg(where, fromStd(line.id), fromStd(text),
                                            english.join(QStringLiteral(", ")));
                }
            }
        };
        for (const Preset &preset : ProblemCatalog::presets()) {
            for (const FeatureMap *map : featureMaps()) {
                // ε = 0, the paper's ε, and one large enough to matter.
                for (const double epsilon : {0.0, kEpsilonPaper, 0.5}) {
                    const StepTable table = computeStepTable(preset.data, *map,
                        preset.data.keys.size(), preset.id, StepTableOptions {epsilon});
                    for (std::size_t prefix = 1; prefix <= table.steps.size(); ++prefix)
                        check(QStringLiteral("%1/%2/ε=%3/%4")
                                  .arg(fromStd(preset.id), fromStd(std::string(map->id())))
                                  .arg(epsilon)
                                  .arg(prefix),
                            CoreTexts::derivation(buildDerivation(table, *map, prefix)));
                }
            }
        }
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(),
            qPrintable(QStringLiteral("English in the German derivation:\n")
                + problems.join(QLatin1Char('\n'))));
        // Sentences with parts that are themselves translated: the map's name,
        // and ε's explanation.
        const Preset *general = ProblemCatalog::findPreset("general");
        QVERIFY(general);
        const FeatureMap &identity = *findFeatureMap("identity");
        const auto identityLines = CoreTexts::derivation(buildDerivation(
            computeStepTable(general->data, identity, general->data.keys.size(), std::nullopt),
            identity, 5));
        const auto distribution = std::find_if(identityLines.begin(), identityLines.end(),
            [](const WrittenLine &line) { return line.id == "not-a-distribution"; });
        QVERIFY(distribution != identityLines.end());
        QCOMPARE(
            fromStd(distribution->label), QStringLiteral("warum kein Score negativ sein darf"));
        QVERIFY2(fromStd(distribution->formula)
                     .startsWith(QStringLiteral(
                         "φ(q)·Z = -0.25 ist negativ: Identität kann negative Werte liefern")),
            distribution->formula.c_str());

        // The one that says why, in full.
        const Preset *allNegative = ProblemCatalog::findPreset("all-negative");
        QVERIFY(allNegative);
        const StepTable table = computeStepTable(allNegative->data, *findFeatureMap("relu"),
            allNegative->data.keys.size(), std::nullopt);
        const auto lines
            = CoreTexts::derivation(buildDerivation(table, *findFeatureMap("relu"), 1));
        const auto why = std::find_if(lines.begin(), lines.end(),
            [](const WrittenLine &line) { return line.id == "why-unavailable"; });
        QVERIFY(why != lines.end());
        QCOMPARE(fromStd(why->label), QStringLiteral("warum undefiniert"));
        QCOMPARE(fromStd(why->result), QStringLiteral("undefiniert"));
        QVERIFY2(
            fromStd(why->formula)
                .startsWith(QStringLiteral(
                    "Der Nenner ist genau 0, und ein Quotient mit dem Nenner 0 hat keinen Wert. "
                    "Sowohl φ(q) = [0, 0] als auch Z = [0, 0] sind null: ReLU bildet x ≤ 0 auf 0 "
                    "ab")),
            why->formula.c_str());
    }

    void theDataEditorsRefusalsComeOutGerman()
    {
        QCOMPARE(installTranslations(QStringLiteral("de")), QString());
        AttentionData data = ProblemCatalog::presets().front().data;
        const auto notANumber = parseDataNumber("abc", "keys[0][1]");
        QVERIFY(std::holds_alternative<DataError>(notANumber));
        QCOMPARE(CoreTexts::dataError(std::get<DataError>(notANumber)),
            QStringLiteral("keys[0][1]: Zahl erwartet, aber „abc“ erhalten"));
        const auto empty = parseDataNumber("  ", "values[2]");
        QCOMPARE(CoreTexts::dataError(std::get<DataError>(empty)),
            QStringLiteral("values[2]: Zahl erwartet, aber nichts erhalten"));
        const auto large = parseDataNumber("2e6", "query[0]");
        // The place (query[0], a path in the data file) stays as it is.
        const QString tooLarge = CoreTexts::dataError(std::get<DataError>(large));
        QVERIFY2(tooLarge.startsWith(QStringLiteral("query[0]: "))
                && englishIn(tooLarge.mid(10)).isEmpty(),
            qPrintable(tooLarge));
        const auto noCell = setCell(data, 99, 0, 1.0);
        QVERIFY(noCell);
        QCOMPARE(CoreTexts::dataError(*noCell),
            QStringLiteral("Zeile 99, Spalte 0: diese Zelle gibt es nicht"));
        AttentionData one = data;
        one.keys.resize(1);
        one.values.resize(1);
        const auto last = removeKey(one, 0);
        QVERIFY(last);
        QVERIFY2(englishIn(CoreTexts::dataError(*last)) == QStringList {QStringLiteral("keys")},
            qPrintable(CoreTexts::dataError(*last))); // the place, keys[0], stays as in the file
        // Without the translation, exactly core's text.
        QCOMPARE(installTranslations(QStringLiteral("en")), QString());
        QCOMPARE(CoreTexts::dataError(std::get<DataError>(notANumber)),
            fromStd(std::get<DataError>(notANumber).toString()));
    }

    // The window in German: every text it holds (labels, buttons, menus,
    // chart titles and legends) and what its models give the views.
    void theGermanWindow()
    {
        QCOMPARE(installTranslations(QStringLiteral("de")), QString());
        QQmlApplicationEngine engine;
        WindowLauncher launcher;
        WindowRequest request;
        request.language = QStringLiteral("de");
        request.presetId = QStringLiteral("all-negative");
        request.featureMapId = QStringLiteral("relu");
        QCOMPARE(launcher.open(engine, request), QString());
        // The lessons speak the window's language.
        QCOMPARE(launcher.walkthrough()->language(), QStringLiteral("de"));
        QVERIFY(QTest::qWaitForWindowExposed(launcher.window()));
        QQuickWindow *window = launcher.window();
        AttentionModel *model = launcher.model();

        QCOMPARE(model->presetTitle(), QStringLiteral("Alles negativ"));
        QCOMPARE(model->dataTitle(), QStringLiteral("Alles negativ"));
        QVERIFY(model->featureMapDescription().startsWith(QStringLiteral("max(0, x): Jede")));
        QCOMPARE(model->output().text, QStringLiteral("undefiniert"));
        const DerivationModel *derivation = model->derivation();
        const int denominator = derivation->rowOf(QStringLiteral("denominator"));
        QVERIFY(denominator >= 0);
        QCOMPARE(
            derivation->data(derivation->index(denominator), DerivationModel::LabelRole).toString(),
            QStringLiteral("Nenner φ(q)·Z₀"));
        QCOMPARE(model->stepTable()
                     ->headerData(StepTableModel::DifferenceColumn, Qt::Horizontal, Qt::DisplayRole)
                     .toString(),
            QStringLiteral("|Differenz|"));

        // The lessons' titles and descriptions (from app/io/data/lessons/*.json) are German too.
        QStringList texts;
        ChoiceListModel *lessons = launcher.walkthrough()->lessons();
        QVERIFY(lessons->rowCount() > 0);
        for (int row = 0; row < lessons->rowCount(); ++row) {
            texts
                << lessons->data(lessons->index(row), ChoiceListModel::TitleRole).toString()
                << lessons->data(lessons->index(row), ChoiceListModel::DescriptionRole).toString();
        }
        collectTexts(window, texts);
        collectTexts(window->contentItem(), texts);
        texts.removeDuplicates();
        QVERIFY(texts.contains(QStringLiteral("Herleitung")));
        QVERIFY(texts.contains(QStringLiteral("Beispiel")));
        QVERIFY(texts.contains(QStringLiteral("Gewichte je Schlüssel")));
        QStringList english;
        for (const QString &text : std::as_const(texts)) {
            if (const QStringList words = englishIn(text); !words.isEmpty())
                english
                    << QStringLiteral("\"%1\" (%2)").arg(text, words.join(QStringLiteral(", ")));
        }
        QVERIFY2(english.isEmpty(),
            qPrintable(QStringLiteral("English in the German window:\n")
                + english.join(QLatin1Char('\n'))));
    }

    // The shortcuts sheet and the menus name keys as German menus do.
    void keysAreNamedInTheWindowsLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("portable");
        QTest::addColumn<QString>("shown");
        QTest::newRow("en Ctrl+Right") << "en"
                                       << "Ctrl+Right"
                                       << "Ctrl+Right";
        QTest::newRow("de Ctrl+Right") << "de"
                                       << "Ctrl+Right"
                                       << "Strg+Rechts";
        QTest::newRow("de Ctrl+Shift+Z") << "de"
                                         << "Ctrl+Shift+Z"
                                         << "Strg+Umschalt+Z";
        QTest::newRow("de PgDown") << "de"
                                   << "PgDown"
                                   << "Bild abwärts";
        QTest::newRow("de ?") << "de"
                              << "?"
                              << "?";
    }
    void keysAreNamedInTheWindowsLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, portable);
        QFETCH(QString, shown);
        QCOMPARE(installTranslations(language), QString());
        QCOMPARE(KeyNames::nativeText(portable), shown);
        if (language == QLatin1String("de"))
            QCOMPARE(KeyNames::nativeTexts({QStringLiteral("F1"), QStringLiteral("?")}),
                QStringLiteral("F1 oder ?"));
    }

    // lupdate over the sources into a scratch copy of the .ts: every text in
    // qsTr()/tr() is there and translated, and nothing is left that the
    // sources no longer hold. Fix with
    //   cmake --build <build dir> --target update_translations
    // and translate what it marks unfinished.
    // A German class writes 2,5 (and the answer fields read it): no German text writes a number
    // with a decimal point, such as "z. B. 2.5".
    void germanWritesDecimalCommas()
    {
        QString error;
        const QList<TsEntry> entries = readTs(QStringLiteral(LINATTN_TS_FILE), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(entries.size() > 300);
        const QRegularExpression decimalPoint(QStringLiteral("\\d\\.\\d"));
        QStringList found;
        for (const TsEntry &entry : entries)
            if (decimalPoint.match(entry.translation).hasMatch())
                found << entry.translation;
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    void theTranslationIsCompleteAndCurrent()
    {
        QTemporaryDir scratch;
        QVERIFY(scratch.isValid());
        const QString ts = scratch.filePath(QStringLiteral("linattn_de.ts"));
        QVERIFY(QFile::copy(QStringLiteral(LINATTN_TS_FILE), ts));
        QFile::setPermissions(ts, QFile::ReadOwner | QFile::WriteOwner);

        QStringList sources;
        const QDir root(QStringLiteral(LINATTN_SOURCE_DIR));
        for (const auto &[folder, patterns] :
            {std::pair {QStringLiteral("qml"), QStringList {QStringLiteral("*.qml")}},
                std::pair {QStringLiteral("app"),
                    QStringList {QStringLiteral("*.cpp"), QStringLiteral("*.h")}},
                std::pair {QStringLiteral("core"),
                    QStringList {QStringLiteral("*.cpp"), QStringLiteral("*.h")}}}) {
            QDirIterator files(
                root.filePath(folder), patterns, QDir::Files, QDirIterator::Subdirectories);
            while (files.hasNext())
                sources << files.next();
        }
        // The order lupdate meets the files in decides the order of the entries.
        sources.sort();
        QVERIFY(sources.size() > 20);
        QVERIFY(sources.contains(root.filePath(QStringLiteral("core/text/message.cpp"))));

        QProcess lupdate;
        lupdate.start(QStringLiteral(LINATTN_LUPDATE),
            QStringList {QStringLiteral("-locations"), QStringLiteral("relative"),
                QStringLiteral("-tr-function-alias"), QStringLiteral(LINATTN_LUPDATE_ALIAS)}
                + sources + QStringList {QStringLiteral("-ts"), ts});
        QVERIFY2(lupdate.waitForFinished(120000), qPrintable(lupdate.errorString()));
        const QString output = QString::fromUtf8(lupdate.readAllStandardOutput());
        const QString errors = QString::fromUtf8(lupdate.readAllStandardError());
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
            qPrintable(output + errors));
        // lupdate warns of a tr() it cannot place (e.g. in a class without
        // Q_OBJECT): that text would be missing from the translation.
        QVERIFY2(
            !errors.contains(QStringLiteral("warning"), Qt::CaseInsensitive), qPrintable(errors));

        QString error;
        const QList<TsEntry> entries = readTs(ts, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(entries.size() > 300);
        QStringList untranslated;
        QStringList vanished;
        for (const TsEntry &entry : entries) {
            const QString where = QStringLiteral("  %1: \"%2\"").arg(entry.context, entry.source);
            if (entry.type == QLatin1String("unfinished") || entry.type == QLatin1String("empty"))
                untranslated << where;
            else if (entry.type == QLatin1String("vanished")
                || entry.type == QLatin1String("obsolete"))
                vanished << where;
        }
        QVERIFY2(untranslated.isEmpty(),
            qPrintable(
                QStringLiteral("%1 source text(s) without German in i18n/linattn_de.ts "
                               "(run the update_translations target, then translate them):\n%2")
                    .arg(untranslated.size())
                    .arg(untranslated.join(QLatin1Char('\n')))));
        QVERIFY2(vanished.isEmpty(),
            qPrintable(
                QStringLiteral("%1 entr(y/ies) of i18n/linattn_de.ts no longer in the sources "
                               "(run the update_translations target):\n%2")
                    .arg(vanished.size())
                    .arg(vanished.join(QLatin1Char('\n')))));
    }
};

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv); // Qt Charts needs a QApplication
    TestTranslations test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_translations.moc"
