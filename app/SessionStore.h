#pragma once

#include "random_features.h"

#include <QRect>
#include <QString>

#include <memory>
#include <optional>

class QQuickWindow;
class QSettings;

namespace linattn {

class AttentionModel;
class WalkthroughModel;

// What the window looked like when it was closed, so the next start reopens
// as it was left: the data (preset or own), map, prefix, the FAVOR+ settings
// and ε, lesson and step, geometry, presenter mode and which panels were shown.
struct Session {
    QString presetId;
    std::optional<QByteArray> ownData; // the --data JSON of the user's own data
    QString featureMapId;
    int prefix = 1;
    // Absent in a session saved before they were kept: the defaults stay.
    std::optional<FavorSettings> favor;
    std::optional<double> epsilon;
    QString lessonId; // empty: no lesson running
    QString lessonFile; // the lesson's file, for a lesson opened from one
    int lessonStep = 0; // 0-based
    QRect geometry;
    QString visibility; // "windowed", "maximized" or "fullscreen"
    bool presenterMode = false;
    bool showCharts = true;
    bool showStepTable = true;
};

// Reads and writes the session in the application's settings (or in a file
// of its own, for tests). A corrupt or foreign file never stops a start:
// restore() applies nothing then and returns one message to show once, and
// the next save() overwrites the bad values.
class SessionStore {
public:
    // Empty: QSettings' default location for this application.
    explicit SessionStore(QString settingsFile = {});

    // The saved session, or a message naming the first bad value; nullopt
    // and no message when nothing was saved yet.
    struct ReadResult {
        std::optional<Session> session;
        QString problem;
    };
    ReadResult read() const;
    void write(const Session &session) const;

    // Applies a session to the window and its models; a message when a part
    // could not be applied (then the window keeps its defaults).
    static QString apply(const Session &session, QQuickWindow &window, AttentionModel &model,
        WalkthroughModel &walkthrough);
    static Session capture(
        const QQuickWindow &window, const AttentionModel &model, const WalkthroughModel &walkthrough);

private:
    std::unique_ptr<QSettings> open() const;

    QString settingsFile_;
};

} // namespace linattn
