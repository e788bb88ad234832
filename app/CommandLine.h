#pragma once

#include "exporters.h"
#include "random_features.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

class QTextStream;

namespace linattn {

// What one invocation of `linattn` asked for, before any file is read.
struct CommandLineRequest {
    // ExportPdf renders the window (offscreen) for the handout's charts, so
    // main() runs it, not runHeadless().
    enum class Mode {
        Window,
        Help,
        Version,
        ListPresets,
        ListFeatureMaps,
        Export,
        ExportPdf,
        CheckLesson
    };

    Mode mode = Mode::Window;
    QString presetId; // empty: the default preset, unless dataFile is set
    QString featureMapId; // empty: the default map
    std::optional<int> prefix;
    // --features, --seed, --orthogonal (FAVOR+ only) and --epsilon; empty: as they are
    // (the defaults, or the window's session).
    std::optional<std::size_t> favorFeatures;
    std::optional<std::uint64_t> favorSeed;
    std::optional<bool> favorOrthogonal;
    std::optional<double> epsilon;
    QString dataFile;
    ExportFormat exportFormat = ExportFormat::Csv;
    int decimals = kDefaultDecimals;
    QString outputFile; // empty: standard output
    QString pageSize = QStringLiteral("a4"); // of the PDF handout: "a4" or "letter"
    QString screenshotFile;
    QSize windowSize;
    bool quitAfterFirstFrame = false;
    bool presenterMode = false; // start the window in presenter mode
    bool noSession = false; // neither restore nor save the last session
    QString language; // of the window, e.g. "de"; empty: the system's
    bool walkthrough = false;
    QString lessonId; // empty: the first built-in lesson
    QString lessonFile; // a lesson file to open and start
    QString checkLessonFile; // a lesson file to check, headless, with --check-lesson
    int step = 1; // 1-based, with --walkthrough
    QString helpText;

    bool hasFavorSettings() const { return favorFeatures || favorSeed || favorOrthogonal; }
    // `base` with the settings given on the command line.
    FavorSettings favorSettings(FavorSettings base = {}) const;
};

// Parses and runs the command line. Every error is one line naming the place
// it happened; headless runs exit with 2 on any error and write no file.
class CommandLine {
public:
    static constexpr int kExitBadInput = 2;

    // An error message when the arguments cannot be understood.
    static std::variant<CommandLineRequest, QString> parse(const QStringList &arguments);

    // Runs a headless request (help, version, lists, export, lesson check); returns
    // the exit status.
    static int runHeadless(const CommandLineRequest &request, QTextStream &out, QTextStream &err);
};

} // namespace linattn
