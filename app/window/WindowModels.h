// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QVariantMap>

namespace linattn {

class DataFiles;
class ExportController;
class ProblemModel;
class WalkthroughModel;
class WindowState;

// What Main.qml is given, made and wired in one place: the problem (its single query and its
// sequence), the walkthrough that sets it, the data files, the exporter and the window's state.
// The program (WindowLauncher) and the view tests build the window from the same models, so
// that the tests run the window the program runs.
class WindowModels {
public:
    // The models are children of `owner` and live as long as it. `language` as --lang takes it
    // ("en", "de", or empty for the system's): the language lessons are read in.
    WindowModels(QObject *owner, const QString &language);

    ProblemModel *problem() const { return problem_; }
    WalkthroughModel *walkthrough() const { return walkthrough_; }
    DataFiles *dataFiles() const { return dataFiles_; }
    ExportController *exporter() const { return exporter_; }
    WindowState *windowState() const { return windowState_; }

    // Main.qml's required properties, by name.
    QVariantMap initialProperties() const;

private:
    ProblemModel *problem_;
    WalkthroughModel *walkthrough_;
    DataFiles *dataFiles_;
    ExportController *exporter_;
    WindowState *windowState_;
};

} // namespace linattn
