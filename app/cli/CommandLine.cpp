// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLine.h"
#include "AtomicSave.h"

#include "CoreTexts.h"
#include "LessonReader.h"
#include "ProblemCatalog.h"
#include "ProblemSelection.h"
#include "Translations.h"
#include "notebook_exporter.h"
#include "sequence_exporters.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <exception>

namespace linattn {

namespace {

const QString kProgram = QStringLiteral("linattn");

// The handout and the charts are not step table formats of the core: main() makes them from
// the window.
const QString kPdfFormat = QStringLiteral("pdf");
// The Jupyter notebook needs the feature map and the reader's language besides the table.
const QString kNotebookFormat = QStringLiteral("ipynb");
const QString kSvgFormat = QStringLiteral("svg");
// A lesson's worksheet: its texts from the lesson, its charts from the window.
const QString kWorksheetFormat = QStringLiteral("worksheet");
const QStringList kSvgCharts {QStringLiteral("plane"), QStringLiteral("weights"),
    QStringLiteral("output"), QStringLiteral("values")};

QString formatNames()
{
    QStringList names;
    for (ExportFormat format : exportFormats())
        names << QString::fromLatin1(exportFormatName(format).data(),
            static_cast<qsizetype>(exportFormatName(format).size()));
    names << kNotebookFormat;
    names << kPdfFormat << kSvgFormat << kWorksheetFormat;
    return names.join(QStringLiteral(", "));
}

// "--prefix: expected a whole number, got 'abc'"
std::variant<int, QString> parseInteger(const QString &option, const QString &text)
{
    bool ok = false;
    const int number = text.toInt(&ok);
    if (!ok)
        return QStringLiteral("%1: expected a whole number, got '%2'").arg(option, text);
    return number;
}

std::variant<QSize, QString> parseSize(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char('x'));
    bool widthOk = false;
    bool heightOk = false;
    const int width = parts.size() == 2 ? parts[0].toInt(&widthOk) : 0;
    const int height = parts.size() == 2 ? parts[1].toInt(&heightOk) : 0;
    if (!widthOk || !heightOk || width < 320 || height < 240 || width > 7680 || height > 4320)
        return QStringLiteral(
            "--size: expected WIDTHxHEIGHT between 320x240 and 7680x4320, got '%1'")
            .arg(text);
    return QSize(width, height);
}

bool writeAtomically(const QString &path, const QByteArray &bytes, QString &error)
{
    if (const QString why = saveAtomically(path, bytes); !why.isEmpty()) {
        error = QStringLiteral("-o %1: cannot write: %2").arg(path, why);
        return false;
    }
    return true;
}

// "--features: 5000 is outside 1…4096" (the core's place is the option's name).
QString optionError(const QString &option, const DataError &error)
{
    return QStringLiteral("%1: %2").arg(
        option, QString::fromStdString(renderEnglish(error.message)));
}

int fail(QTextStream &err, const QString &message)
{
    err << kProgram << ": " << message << Qt::endl;
    return CommandLine::kExitBadInput;
}

QString counted(std::size_t n, const char *one, const char *many)
{
    return QStringLiteral("%1 %2").arg(n).arg(QString::fromLatin1(n == 1 ? one : many));
}

// --check-lesson: every problem on standard error, or the summary on standard output.
int checkLesson(const QString &path, QTextStream &out, QTextStream &err)
{
    const LessonCheck check = LessonReader::checkFile(path);
    if (!check.plan) {
        for (const QString &problem : check.problems)
            err << kProgram << ": " << problem << Qt::endl;
        return CommandLine::kExitBadInput;
    }
    for (const QString &warning : check.warnings)
        err << kProgram << ": " << warning << Qt::endl;
    const Lesson &lesson = check.plan->lesson;
    const auto questions = std::count_if(lesson.steps.begin(), lesson.steps.end(),
        [](const LessonStep &step) { return step.question.has_value(); });
    QStringList languages;
    for (const auto &translation : lesson.translations)
        languages << QString::fromStdString(translation.first);
    const QString translated = languages.isEmpty()
        ? QString()
        : QStringLiteral("translated into %1, ").arg(languages.join(QStringLiteral(", ")));
    const QString warned = check.warnings.isEmpty()
        ? QString()
        : QStringLiteral(" with %1 (numbers a placeholder should write)")
              .arg(counted(std::size_t(check.warnings.size()), "warning", "warnings"));
    out << QStringLiteral("%1: lesson '%2' \"%3\": %4, %5, %6ok%7")
               .arg(path, QString::fromStdString(lesson.id), QString::fromStdString(lesson.title),
                   counted(lesson.steps.size(), "step", "steps"),
                   counted(std::size_t(questions), "question", "questions"), translated, warned)
        << Qt::endl;
    return 0;
}

} // namespace

std::variant<CommandLineRequest, QString> CommandLine::parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Linear Attention Reassociation: how linear attention turns into running sums,\n"
        "out = φ(q)·S / φ(q)·Z with S = Σ φ(kᵢ) vᵢᵀ and Z = Σ φ(kᵢ).\n"
        "Without --export or a list option it opens the classroom window.\n"
        "linattn --bench [--d 64] [--max-n 65536] [--precision float32|float64]\n"
        "[--format csv|json] times the Scaling lab's three kernels against N, headless;\n"
        "linattn --bench --decode [--d 64] [--max-n 4096] [...] times generation token\n"
        "by token, as the Generation page does.\n"
        "linattn --class-report FILE... [--format csv|markdown|pdf] [-o OUT] reads\n"
        "students' answer records of one lesson and writes one row per question.\n"
        "linattn --memory [--data FILE | --pairs N --dim D --keys orthogonal|random\n"
        "--seed S] [--rule sum|delta] [--beta B] [--decay G] [--passes P]\n"
        "[--feature-map M|dpfp1|dpfp2|dpfp3] [--temperature T] [--format json|csv|ipynb] [-o "
        "FILE]\n"
        "writes pairs into the state S as a key-value memory and reads each back, beside\n"
        "softmax over every pair (docs/memory.md)."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption listPresets(QStringLiteral("list-presets"),
        QStringLiteral("Print one 'id<TAB>title' line per preset."));
    const QCommandLineOption listFeatureMaps(QStringLiteral("list-feature-maps"),
        QStringLiteral("Print one 'id<TAB>title' line per feature map."));
    const QCommandLineOption listSequences(QStringLiteral("list-sequences"),
        QStringLiteral("Print one 'id<TAB>title' line per built-in sequence."));
    const QCommandLineOption exportOption(QStringLiteral("export"),
        QStringLiteral(
            "Write the step table as FORMAT (%1) without opening a window; pdf "
            "writes a handout (data, derivation, step table, charts) and needs -o. "
            "With --sequence, or a --data file with \"queries\", every token of "
            "the sequence; its pdf works token --token through. svg writes the chart --chart as "
            "vector graphics and needs -o. ipynb writes a Jupyter notebook that "
            "recomputes every number with numpy and checks it against the app's. "
            "worksheet writes the worksheet of the lesson --lesson or --lesson-file "
            "(with --answers its answer key) as a PDF and needs -o.")
            .arg(formatNames()),
        QStringLiteral("FORMAT"));
    const QCommandLineOption presetOption(QStringLiteral("preset"),
        QStringLiteral("Preset to use (default %1).").arg(kDefaultPresetId), QStringLiteral("ID"));
    const QCommandLineOption featureMapOption(QStringLiteral("feature-map"),
        QStringLiteral("Feature map to use (default %1).").arg(kDefaultFeatureMapId),
        QStringLiteral("ID"));
    const QCommandLineOption prefixOption(QStringLiteral("prefix"),
        QStringLiteral("Number of keys included, 1…n (default: all keys)."), QStringLiteral("N"));
    const QCommandLineOption dataOption(QStringLiteral("data"),
        QStringLiteral("JSON file {\"title\", \"query\": [x, y], \"keys\": [[x, y], …], "
                       "\"values\": […]} to use instead of a preset; with \"queries\": "
                       "[[x, y], …] (one per key) instead of \"query\", a sequence."),
        QStringLiteral("FILE"));
    const QCommandLineOption decimalsOption(QStringLiteral("decimals"),
        QStringLiteral("Decimals for markdown and latex, 0…%1 (default %2).")
            .arg(kMaxDecimals)
            .arg(kDefaultDecimals),
        QStringLiteral("N"));
    const QCommandLineOption outputOption(
        QStringList {QStringLiteral("o"), QStringLiteral("output")},
        QStringLiteral("Write the export to FILE, atomically, instead of standard output."),
        QStringLiteral("FILE"));
    const QCommandLineOption answersOption(QStringLiteral("answers"),
        QStringLiteral("With --export worksheet: the answer key (every answer and explanation) "
                       "instead of the worksheet."));
    const QCommandLineOption chartOption(QStringLiteral("chart"),
        QStringLiteral("The chart of --export svg: plane, weights or output (with --sequence: "
                       "weights, output, or values for values of two coordinates)."),
        QStringLiteral("NAME"));
    const QCommandLineOption pageSizeOption(QStringLiteral("page-size"),
        QStringLiteral("Page size of the pdf handout: a4 (default) or letter."),
        QStringLiteral("SIZE"));
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
        QStringLiteral("Save a PNG of the window to FILE once it has rendered, then exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
        QStringLiteral("Window size, e.g. 1280x800."), QStringLiteral("WxH"));
    const QCommandLineOption quitAfterFirstFrameOption(QStringLiteral("quit-after-first-frame"),
        QStringLiteral(
            "Quit as soon as the window has rendered once (for start-up measurements)."));
    const QCommandLineOption featuresOption(QStringLiteral("features"),
        QStringLiteral("FAVOR+ random features m, %1…%2 (default %3; with --feature-map favor).")
            .arg(kMinFavorFeatures)
            .arg(kMaxFavorFeatures)
            .arg(kDefaultFavorFeatures),
        QStringLiteral("M"));
    const QCommandLineOption seedOption(QStringLiteral("seed"),
        QStringLiteral("Seed of the FAVOR+ rows, a whole number (default %1; with --feature-map "
                       "favor).")
            .arg(kDefaultFavorSeed),
        QStringLiteral("S"));
    const QCommandLineOption orthogonalOption(QStringLiteral("orthogonal"),
        QStringLiteral("Orthogonal FAVOR+ rows: on (default) or off (with --feature-map favor)."),
        QStringLiteral("on|off"));
    const QCommandLineOption epsilonOption(QStringLiteral("epsilon"),
        QStringLiteral("ε added to every denominator, 0…1, e.g. 1e-6 (default 0: exact, with "
                       "Unavailable where the denominator is 0)."),
        QStringLiteral("X"));
    const QCommandLineOption sequenceOption(QStringLiteral("sequence"),
        QStringLiteral("Built-in sequence (see --list-sequences): causal attention over every "
                       "token, recurrent, parallel and chunkwise: the window's sequence view, or "
                       "with --export."),
        QStringLiteral("ID"));
    const QCommandLineOption tokenOption(QStringLiteral("token"),
        QStringLiteral("Token selected in the window's sequence view, numbered from 0: 0…N−1 "
                       "(default 0)."),
        QStringLiteral("T"));
    const QCommandLineOption decayOption(QStringLiteral("decay"),
        QStringLiteral("Decay γ of a sequence's running sums, in (0, 1] (default 1: nothing is "
                       "forgotten)."),
        QStringLiteral("G"));
    const QCommandLineOption chunkOption(QStringLiteral("chunk"),
        QStringLiteral("Chunk size C of a sequence's chunkwise form, 1…N (default 4, or N when "
                       "shorter)."),
        QStringLiteral("C"));
    const QCommandLineOption walkthroughOption(
        QStringLiteral("walkthrough"), QStringLiteral("Start in the guided walkthrough."));
    const QCommandLineOption lessonOption(QStringLiteral("lesson"),
        QStringLiteral("Lesson of the walkthrough: reassociation (default), denominator-stability, "
                       "choosing-a-feature-map, three-ways (the sequence view) or memory (the "
                       "memory lab)."),
        QStringLiteral("ID"));
    const QCommandLineOption lessonFileOption(QStringLiteral("lesson-file"),
        QStringLiteral("Open a lesson file (see docs/lessons.md) and start it."),
        QStringLiteral("FILE"));
    const QCommandLineOption checkLessonOption(QStringLiteral("check-lesson"),
        QStringLiteral("Check a lesson file without opening a window: print every problem, one "
                       "line each, and exit with 2, or a one-line summary and exit with 0."),
        QStringLiteral("FILE"));
    const QCommandLineOption stepOption(QStringLiteral("step"),
        QStringLiteral("Step of the walkthrough to open, from 1."), QStringLiteral("N"));
    const QCommandLineOption presenterOption(QStringLiteral("presenter"),
        QStringLiteral("Start in presenter mode: larger text, projector colours (F5 toggles)."));
    const QCommandLineOption languageOption(QStringLiteral("lang"),
        QStringLiteral("Language of the window and the handout: en or de (default: the "
                       "system's)."),
        QStringLiteral("LANG"));
    const QCommandLineOption noSessionOption(QStringLiteral("no-session"),
        QStringLiteral("Start from the defaults, not from where the window was left, and do "
                       "not save the session on quitting."));
    parser.addOptions({listPresets, listFeatureMaps, listSequences, exportOption, presetOption,
        featureMapOption, prefixOption, dataOption, sequenceOption, tokenOption, decayOption,
        chunkOption, decimalsOption, outputOption, chartOption, answersOption, pageSizeOption,
        screenshotOption, sizeOption, quitAfterFirstFrameOption, walkthroughOption, lessonOption,
        lessonFileOption, checkLessonOption, stepOption, presenterOption, noSessionOption,
        languageOption, featuresOption, seedOption, orthogonalOption, epsilonOption});

    if (!parser.parse(arguments))
        return parser.errorText();
    if (!parser.positionalArguments().isEmpty())
        return QStringLiteral("unexpected argument '%1' (see --help)")
            .arg(parser.positionalArguments().constFirst());

    // Without an application object Qt cannot name the program itself.
    for (const QCommandLineOption &option : {presetOption, featureMapOption, dataOption,
             sequenceOption, outputOption, pageSizeOption, screenshotOption, checkLessonOption}) {
        if (parser.isSet(option) && parser.value(option).trimmed().isEmpty())
            return QStringLiteral("--%1: the value is empty").arg(option.names().constLast());
    }

    CommandLineRequest request;
    request.helpText = parser.helpText().replace(QStringLiteral("<executable_name>"), kProgram);
    request.presetId = parser.value(presetOption);
    request.featureMapId = parser.value(featureMapOption);
    request.dataFile = parser.value(dataOption);
    request.sequenceId = parser.value(sequenceOption);
    request.outputFile = parser.value(outputOption);
    request.screenshotFile = parser.value(screenshotOption);
    request.quitAfterFirstFrame = parser.isSet(quitAfterFirstFrameOption);
    request.presenterMode = parser.isSet(presenterOption);
    if (parser.isSet(languageOption)) {
        request.language = parser.value(languageOption).trimmed();
        if (request.language.isEmpty())
            return QStringLiteral("--lang: the value is empty");
    }
    // A screenshot or a start-up measurement must not depend on the last session.
    request.noSession = parser.isSet(noSessionOption) || parser.isSet(screenshotOption)
        || parser.isSet(quitAfterFirstFrameOption);
    request.lessonId = parser.value(lessonOption);
    request.lessonFile = parser.value(lessonFileOption);
    request.walkthrough = parser.isSet(walkthroughOption) || parser.isSet(lessonOption)
        || parser.isSet(lessonFileOption);
    if (parser.isSet(lessonOption) && parser.isSet(lessonFileOption))
        return QStringLiteral("--lesson and --lesson-file cannot be used together: choose one");
    request.checkLessonFile = parser.value(checkLessonOption);
    if (parser.isSet(checkLessonOption)) {
        // A check is a run of its own: it opens no window and writes nothing.
        for (const QCommandLineOption &other :
            {exportOption, screenshotOption, walkthroughOption, lessonOption, lessonFileOption,
                stepOption, listPresets, listFeatureMaps, listSequences, sequenceOption}) {
            if (parser.isSet(other))
                return QStringLiteral("--check-lesson and --%1 cannot be used together")
                    .arg(other.names().constLast());
        }
    }
    if (parser.isSet(stepOption)) {
        if (!request.walkthrough)
            return QStringLiteral("--step: only with --walkthrough, --lesson or --lesson-file");
        auto step = parseInteger(QStringLiteral("--step"), parser.value(stepOption));
        if (auto *error = std::get_if<QString>(&step))
            return *error;
        request.step = std::get<int>(step);
        if (request.step < 1)
            return QStringLiteral("--step: %1 is below 1; steps count from 1").arg(request.step);
    }

    if (parser.isSet(prefixOption)) {
        auto prefix = parseInteger(QStringLiteral("--prefix"), parser.value(prefixOption));
        if (auto *error = std::get_if<QString>(&prefix))
            return *error;
        request.prefix = std::get<int>(prefix);
    }
    if (parser.isSet(tokenOption)) {
        // The handout works one token through; a table holds every token.
        if (parser.isSet(exportOption) && parser.value(exportOption) != kPdfFormat
            && parser.value(exportOption) != kSvgFormat)
            return QStringLiteral("--token: only for the window, the PDF handout and the "
                                  "charts; a table export holds every token");
        auto token = parseInteger(QStringLiteral("--token"), parser.value(tokenOption));
        if (auto *error = std::get_if<QString>(&token))
            return *error;
        request.token = std::get<int>(token);
    }
    if (parser.isSet(chunkOption)) {
        // 1…N is checked once the sequence, and so N, is known.
        auto chunk = parseInteger(QStringLiteral("--chunk"), parser.value(chunkOption));
        if (auto *error = std::get_if<QString>(&chunk))
            return *error;
        request.chunk = std::get<int>(chunk);
    }
    if (parser.isSet(decayOption)) {
        auto parsed = parseDecay(parser.value(decayOption).trimmed().toStdString());
        if (auto *error = std::get_if<DataError>(&parsed))
            return optionError(QStringLiteral("--decay"), *error);
        request.decay = std::get<double>(parsed);
    }
    // With --data, whether the file holds a sequence is known only once it is read.
    if (request.sequenceId.isEmpty() && request.dataFile.isEmpty())
        if (const QString error = sequenceOnlyError(request); !error.isEmpty())
            return error;
    if (parser.isSet(featuresOption)) {
        auto parsed = parseFavorFeatureCount(parser.value(featuresOption).trimmed().toStdString());
        if (auto *error = std::get_if<DataError>(&parsed))
            return optionError(QStringLiteral("--features"), *error);
        request.favorFeatures = std::get<std::size_t>(parsed);
    }
    if (parser.isSet(seedOption)) {
        auto parsed = parseFavorSeed(parser.value(seedOption).trimmed().toStdString());
        if (auto *error = std::get_if<DataError>(&parsed))
            return optionError(QStringLiteral("--seed"), *error);
        request.favorSeed = std::get<std::uint64_t>(parsed);
    }
    if (parser.isSet(orthogonalOption)) {
        auto parsed = parseFavorOrthogonal(
            parser.value(orthogonalOption).trimmed().toLower().toStdString());
        if (auto *error = std::get_if<DataError>(&parsed))
            return optionError(QStringLiteral("--orthogonal"), *error);
        request.favorOrthogonal = std::get<bool>(parsed);
    }
    if (parser.isSet(epsilonOption)) {
        auto parsed = parseEpsilon(parser.value(epsilonOption).trimmed().toStdString());
        if (auto *error = std::get_if<DataError>(&parsed))
            return optionError(QStringLiteral("--epsilon"), *error);
        request.epsilon = std::get<double>(parsed);
    }
    if (request.hasFavorSettings()) {
        // Without --feature-map an export uses the default map; the window its session's.
        const bool windowKeepsMap = request.featureMapId.isEmpty() && !parser.isSet(exportOption);
        if (!windowKeepsMap && request.featureMapId.toStdString() != kFavorMapId) {
            const QString option = request.favorFeatures ? QStringLiteral("--features")
                : request.favorSeed                      ? QStringLiteral("--seed")
                                                         : QStringLiteral("--orthogonal");
            return QStringLiteral("%1: only meaningful with --feature-map favor").arg(option);
        }
    }
    if (parser.isSet(decimalsOption)) {
        auto decimals = parseInteger(QStringLiteral("--decimals"), parser.value(decimalsOption));
        if (auto *error = std::get_if<QString>(&decimals))
            return *error;
        request.decimals = std::get<int>(decimals);
        if (request.decimals < 0 || request.decimals > kMaxDecimals)
            return QStringLiteral("--decimals: expected 0 to %1, got %2")
                .arg(kMaxDecimals)
                .arg(request.decimals);
    }
    if (parser.isSet(sizeOption)) {
        auto size = parseSize(parser.value(sizeOption));
        if (auto *error = std::get_if<QString>(&size))
            return *error;
        request.windowSize = std::get<QSize>(size);
    }
    bool pdf = false;
    bool svg = false;
    bool worksheet = false;
    if (parser.isSet(exportOption)) {
        const QString name = parser.value(exportOption);
        pdf = name == kPdfFormat;
        svg = name == kSvgFormat;
        worksheet = name == kWorksheetFormat;
        const auto format = parseExportFormat(name.toStdString());
        request.notebook = name == kNotebookFormat;
        if (!format && !pdf && !svg && !worksheet && !request.notebook)
            return QStringLiteral("--export: unknown format '%1' (expected one of %2)")
                .arg(name, formatNames());
        if (format)
            request.exportFormat = *format;
    }
    if (parser.isSet(outputOption) && !parser.isSet(exportOption))
        return QStringLiteral("-o: only meaningful with --export FORMAT");
    if (parser.isSet(pageSizeOption)) {
        if (!pdf && !worksheet)
            return QStringLiteral(
                "--page-size: only meaningful with --export pdf or --export worksheet");
        const QString size = parser.value(pageSizeOption).trimmed().toLower();
        if (size != QLatin1String("a4") && size != QLatin1String("letter"))
            return QStringLiteral("--page-size: expected a4 or letter, got '%1'")
                .arg(parser.value(pageSizeOption));
        request.pageSize = size;
    }
    if (parser.isSet(chartOption)) {
        if (!svg)
            return QStringLiteral("--chart: only meaningful with --export svg");
        request.chart = parser.value(chartOption).trimmed().toLower();
        if (!kSvgCharts.contains(request.chart))
            return QStringLiteral("--chart: expected one of %1, got '%2'")
                .arg(kSvgCharts.join(QStringLiteral(", ")), parser.value(chartOption));
    }
    if (svg) {
        if (!parser.isSet(chartOption))
            return QStringLiteral("--export svg: needs --chart (one of %1)")
                .arg(kSvgCharts.join(QStringLiteral(", ")));
        if (!parser.isSet(outputOption))
            return QStringLiteral("--export svg: needs -o FILE (the chart is drawn from the "
                                  "window and is not written to standard output)");
        if (request.walkthrough)
            return QStringLiteral("--export svg: not with --walkthrough, --lesson or "
                                  "--lesson-file; choose the state with --preset, "
                                  "--feature-map and --prefix");
    }
    if (parser.isSet(answersOption) && !worksheet)
        return QStringLiteral("--answers: only meaningful with --export worksheet");
    request.answers = parser.isSet(answersOption);
    if (worksheet) {
        if (!parser.isSet(outputOption))
            return QStringLiteral("--export worksheet: needs -o FILE (a PDF is binary and is "
                                  "not written to standard output)");
        if (!parser.isSet(lessonOption) && !parser.isSet(lessonFileOption))
            return QStringLiteral("--export worksheet: needs --lesson ID or --lesson-file FILE");
        // Each step sets the state; an option that chose one would be overruled without a word.
        for (const QCommandLineOption &state :
            {presetOption, dataOption, sequenceOption, featureMapOption, prefixOption, decayOption,
                chunkOption, epsilonOption, featuresOption, seedOption, orthogonalOption}) {
            if (parser.isSet(state))
                return QStringLiteral("--export worksheet: not with --%1; the lesson's steps set "
                                      "the state")
                    .arg(state.names().constLast());
        }
    }
    if (pdf) {
        if (!parser.isSet(outputOption))
            return QStringLiteral("--export pdf: needs -o FILE (a PDF is binary and is not "
                                  "written to standard output)");
        if (request.walkthrough)
            return QStringLiteral("--export pdf: not with --walkthrough, --lesson or "
                                  "--lesson-file; choose the state with --preset, "
                                  "--feature-map and --prefix");
    }

    if (parser.isSet(helpOption) || parser.isSet(QStringLiteral("help-all")))
        request.mode = CommandLineRequest::Mode::Help;
    else if (parser.isSet(versionOption))
        request.mode = CommandLineRequest::Mode::Version;
    else if (parser.isSet(checkLessonOption))
        request.mode = CommandLineRequest::Mode::CheckLesson;
    else if (parser.isSet(listPresets))
        request.mode = CommandLineRequest::Mode::ListPresets;
    else if (parser.isSet(listFeatureMaps))
        request.mode = CommandLineRequest::Mode::ListFeatureMaps;
    else if (parser.isSet(listSequences))
        request.mode = CommandLineRequest::Mode::ListSequences;
    else if (pdf)
        request.mode = CommandLineRequest::Mode::ExportPdf;
    else if (svg)
        request.mode = CommandLineRequest::Mode::ExportSvg;
    else if (worksheet)
        request.mode = CommandLineRequest::Mode::ExportWorksheet;
    else if (parser.isSet(exportOption))
        request.mode = CommandLineRequest::Mode::Export;

    return request;
}

namespace {

// FAVOR+ is made with the request's settings; every other map is the catalogue's.
const FeatureMap &featureMapFor(const CommandLineRequest &request, const FeatureMap *chosen,
    std::unique_ptr<FeatureMap> &favorMap)
{
    if (chosen->id() != kFavorMapId)
        return *chosen;
    favorMap = makeFavorFeatureMap(request.favorSettings());
    return *favorMap;
}

// The Jupyter notebook of the selection: core's texts, and a built-in preset's or sequence's
// title, in the installed translators' language.
std::string notebookText(const CommandLineRequest &request,
    const std::variant<ProblemSelection, SequenceSelection, QString> &selected)
{
    const TextRenderer translated
        = [](const Text &text) { return CoreTexts::translated(text).toStdString(); };
    std::unique_ptr<FeatureMap> favorMap;
    if (const auto *sequence = std::get_if<SequenceSelection>(&selected)) {
        const FeatureMap &map = featureMapFor(request, sequence->featureMap, favorMap);
        SequenceTable table
            = computeSequence(sequence->data, map, sequence->settings, sequence->sequenceId);
        if (const SequencePreset *preset
            = sequence->sequenceId ? ProblemCatalog::findSequence(*sequence->sequenceId) : nullptr)
            table.title = CoreTexts::sequenceTitle(*preset).toStdString();
        return exportSequenceNotebook(table, map, translated);
    }
    const auto &selection = std::get<ProblemSelection>(selected);
    const FeatureMap &map = featureMapFor(request, selection.featureMap, favorMap);
    StepTable table = computeStepTable(selection.data, map, selection.prefix, selection.presetId,
        StepTableOptions {request.epsilon.value_or(0.0)});
    table.title = CoreTexts::dataTitle(table.presetId, table.title).toStdString();
    return exportNotebook(table, map, translated);
}

// The step table of one query, or the sequence's table, in the requested format.
std::string exportText(const CommandLineRequest &request,
    const std::variant<ProblemSelection, SequenceSelection, QString> &selected)
{
    if (request.notebook)
        return notebookText(request, selected);
    std::unique_ptr<FeatureMap> favorMap;
    if (const auto *sequence = std::get_if<SequenceSelection>(&selected)) {
        const SequenceTable table = computeSequence(sequence->data,
            featureMapFor(request, sequence->featureMap, favorMap), sequence->settings,
            sequence->sequenceId);
        return exportSequence(table, request.exportFormat, request.decimals);
    }
    const auto &selection = std::get<ProblemSelection>(selected);
    const StepTable table
        = computeStepTable(selection.data, featureMapFor(request, selection.featureMap, favorMap),
            selection.prefix, selection.presetId, StepTableOptions {request.epsilon.value_or(0.0)});
    return exportStepTable(table, request.exportFormat, request.decimals);
}

} // namespace

int CommandLine::runHeadless(const CommandLineRequest &request, QTextStream &out, QTextStream &err)
{
    switch (request.mode) {
    case CommandLineRequest::Mode::Help:
        out << request.helpText;
        return 0;
    case CommandLineRequest::Mode::Version:
        out << kProgram << " " << LINATTN_VERSION << Qt::endl;
        return 0;
    case CommandLineRequest::Mode::ListPresets:
        for (const Preset &preset : ProblemCatalog::presets())
            out << QString::fromStdString(preset.id) << '\t' << QString::fromStdString(preset.title)
                << '\n';
        return 0;
    case CommandLineRequest::Mode::ListFeatureMaps:
        for (const FeatureMap *map : featureMaps())
            out << QString::fromUtf8(map->id().data(), static_cast<qsizetype>(map->id().size()))
                << '\t'
                << QString::fromUtf8(
                       map->title().data(), static_cast<qsizetype>(map->title().size()))
                << '\n';
        return 0;
    case CommandLineRequest::Mode::ListSequences:
        for (const SequencePreset &sequence : ProblemCatalog::sequences())
            out << QString::fromStdString(sequence.id) << '\t'
                << QString::fromStdString(sequence.title) << '\n';
        return 0;
    case CommandLineRequest::Mode::CheckLesson:
        return checkLesson(request.checkLessonFile, out, err);
    case CommandLineRequest::Mode::Window:
        return fail(err, QStringLiteral("no headless action requested (see --help)"));
    case CommandLineRequest::Mode::ExportPdf:
        return fail(err, QStringLiteral("--export pdf: the handout is made from the window"));
    case CommandLineRequest::Mode::ExportSvg:
        return fail(err, QStringLiteral("--export svg: the chart is drawn from the window"));
    case CommandLineRequest::Mode::ExportWorksheet:
        return fail(
            err, QStringLiteral("--export worksheet: the charts are drawn from the window"));
    case CommandLineRequest::Mode::Export:
        break;
    }

    const auto selected = selectProblemOrSequence(request);
    if (auto *error = std::get_if<QString>(&selected))
        return fail(err, *error);
    // The notebook explains itself in the reader's language (--lang, or the system's).
    if (request.notebook && QCoreApplication::instance())
        if (const QString error = installTranslations(request.language); !error.isEmpty())
            return fail(err, error);
    // The selection was checked above; what core may still refuse (a notebook for a map it
    // has no definition of) is a message, not an exception reaching main().
    QByteArray bytes;
    try {
        bytes = QByteArray::fromStdString(exportText(request, selected));
    } catch (const std::exception &refused) {
        return fail(err, QStringLiteral("--export: %1").arg(QString::fromUtf8(refused.what())));
    }

    if (request.outputFile.isEmpty()) {
        out << QString::fromUtf8(bytes);
        out.flush();
        return 0;
    }
    QString error;
    if (!writeAtomically(request.outputFile, bytes, error))
        return fail(err, error);
    return 0;
}

} // namespace linattn
