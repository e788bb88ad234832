// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DataFiles.h"
#include "ExportController.h"
#include "ProblemModel.h"
#include "WalkthroughModel.h"
#include "WindowModels.h"
#include "WindowState.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

// The models the program hands Main.qml, made and wired by the program's own code
// (WindowModels, as WindowLauncher makes them), for the view tests' windows (WindowParts.qml).
class WindowWiring : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(linattn::ProblemModel *problem READ problem CONSTANT FINAL)
    Q_PROPERTY(linattn::WalkthroughModel *walkthrough READ walkthrough CONSTANT FINAL)
    Q_PROPERTY(linattn::DataFiles *dataFiles READ dataFiles CONSTANT FINAL)
    Q_PROPERTY(linattn::ExportController *exporter READ exporter CONSTANT FINAL)
    Q_PROPERTY(linattn::WindowState *windowState READ windowState CONSTANT FINAL)
    // Main.qml's required properties, by name.
    Q_PROPERTY(QVariantMap initialProperties READ initialProperties CONSTANT FINAL)

public:
    // In the language the tests run in (LANGUAGE=en): the system's, as the program's default.
    explicit WindowWiring(QObject *parent = nullptr)
        : QObject(parent)
        , models_(this, QString())
    {
    }

    linattn::ProblemModel *problem() const { return models_.problem(); }
    linattn::WalkthroughModel *walkthrough() const { return models_.walkthrough(); }
    linattn::DataFiles *dataFiles() const { return models_.dataFiles(); }
    linattn::ExportController *exporter() const { return models_.exporter(); }
    linattn::WindowState *windowState() const { return models_.windowState(); }
    QVariantMap initialProperties() const { return models_.initialProperties(); }

private:
    linattn::WindowModels models_;
};
