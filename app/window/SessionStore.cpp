// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SessionStore.h"

#include "AttentionDataJson.h"
#include "ProblemModel.h"
#include "WalkthroughModel.h"
#include "WindowState.h"
#include "answer_exporters.h"
#include "step_table.h"

#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QQuickWindow>
#include <QScreen>
#include <QSettings>

#include <algorithm>

namespace linattn {

namespace {

void writeProgressGroup(QSettings &settings, const std::vector<AnswerRecord> &progress)
{
    settings.remove(SessionReader::progressGroup());
    settings.beginGroup(SessionReader::progressGroup());
    for (const AnswerRecord &record : progress)
        settings.setValue(
            QString::fromUtf8(QByteArray::fromStdString(record.lessonId).toPercentEncoding()),
            QString::fromStdString(answerRecordJson(record)));
    settings.endGroup();
}

} // namespace

SessionStore::SessionStore(QString settingsFile)
    : settingsFile_(std::move(settingsFile))
{
}

std::unique_ptr<QSettings> SessionStore::open() const
{
    return settingsFile_.isEmpty()
        ? std::make_unique<QSettings>()
        : std::make_unique<QSettings>(settingsFile_, QSettings::IniFormat);
}

SessionStore::ReadResult SessionStore::read() const
{
    const auto settings = open();
    return SessionReader::read(*settings);
}

void SessionStore::write(const Session &session) const
{
    const auto settings = open();
    // A file that could not be read is replaced whole rather than patched,
    // and keys that are not ours are dropped, so a bad file is reported once.
    if (settings->status() != QSettings::NoError)
        settings->clear();
    for (const QString &key : settings->allKeys())
        if (!SessionReader::isOwnKey(key))
            settings->remove(key);
    settings->remove(SessionReader::group());
    settings->beginGroup(SessionReader::group());
    settings->setValue(QStringLiteral("format"), SessionReader::kFormat);
    settings->setValue(QStringLiteral("preset"), session.presetId);
    if (session.ownData)
        settings->setValue(QStringLiteral("ownData"), QString::fromUtf8(*session.ownData));
    settings->setValue(QStringLiteral("featureMap"), session.featureMapId);
    settings->setValue(QStringLiteral("prefix"), session.prefix);
    if (session.favor) {
        settings->setValue(QStringLiteral("favorFeatures"), int(session.favor->features));
        settings->setValue(QStringLiteral("favorSeed"), QString::number(session.favor->seed));
        settings->setValue(QStringLiteral("favorOrthogonal"), session.favor->orthogonal);
    }
    if (session.epsilon) // 17 digits: read back as the same double
        settings->setValue(QStringLiteral("epsilon"), QString::number(*session.epsilon, 'g', 17));
    if (!session.lessonId.isEmpty()) {
        settings->setValue(QStringLiteral("lesson"), session.lessonId);
        settings->setValue(QStringLiteral("lessonStep"), session.lessonStep);
        if (!session.lessonFile.isEmpty())
            settings->setValue(QStringLiteral("lessonFile"), session.lessonFile);
    }
    settings->setValue(QStringLiteral("x"), session.geometry.x());
    settings->setValue(QStringLiteral("y"), session.geometry.y());
    settings->setValue(QStringLiteral("width"), session.geometry.width());
    settings->setValue(QStringLiteral("height"), session.geometry.height());
    settings->setValue(QStringLiteral("visibility"), session.visibility);
    settings->setValue(QStringLiteral("presenterMode"), session.presenterMode);
    settings->setValue(
        QStringLiteral("asksBeforeLeavingOrRevealing"), session.asksBeforeLeavingOrRevealing);
    settings->setValue(QStringLiteral("showCharts"), session.showCharts);
    settings->setValue(QStringLiteral("showStepTable"), session.showStepTable);
    settings->setValue(QStringLiteral("sequenceView"), session.sequenceView);
    if (!session.sequenceId.isEmpty())
        settings->setValue(QStringLiteral("sequence"), session.sequenceId);
    settings->setValue(QStringLiteral("sequenceTokenIndex"), session.sequenceToken);
    settings->remove(QStringLiteral("sequenceToken")); // numbered from 1, before tokens were from 0
    if (session.decay)
        settings->setValue(QStringLiteral("decay"), QString::number(*session.decay, 'g', 17));
    if (session.chunkSize)
        settings->setValue(QStringLiteral("chunk"), *session.chunkSize);
    settings->endGroup();
    writeProgressGroup(*settings, session.progress);
    settings->sync();
}

QString SessionStore::apply(const Session &session, QQuickWindow &window, WindowState &windowState,
    ProblemModel &problem, WalkthroughModel &walkthrough)
{
    AttentionModel &model = *problem.attention();
    SequenceModel &sequence = *problem.sequence();
    QStringList problems;
    // Before a lesson starts, so that it starts with its kept answers.
    walkthrough.restoreProgress(session.progress);
    if (!session.progressProblems.isEmpty())
        problems << QObject::tr("Not restored: %1.")
                        .arg(session.progressProblems.join(QStringLiteral("; ")));
    const QString presetId = session.presetId.isEmpty() ? model.presetId() : session.presetId;
    const QString mapId
        = session.featureMapId.isEmpty() ? model.featureMapId() : session.featureMapId;
    const FavorSettings favor = session.favor.value_or(model.favorSettings());
    const double epsilon = session.epsilon.value_or(model.epsilon());
    if (!model.setState(presetId, mapId, session.prefix, favor, epsilon)) {
        problems << model.errorMessage();
        model.setState(model.presetId(), model.featureMapId(), 1);
    }
    if (session.ownData) {
        AttentionData data;
        if (!readAttentionData(*session.ownData, data, KeyCheck::Lenient)
            && model.editor()->loadOwnData(std::move(data), QObject::tr("Restore own data"))) {
            model.setPrefix(session.prefix);
        }
    }
    // A lesson from a file is read again: it may have changed or gone since.
    if (!session.lessonFile.isEmpty()) {
        if (walkthrough.openLessonFile(session.lessonFile))
            walkthrough.goToStep(std::min(session.lessonStep, walkthrough.stepCount() - 1));
        else
            problems << walkthrough.errorMessage();
    } else if (!session.lessonId.isEmpty()
        && !walkthrough.start(session.lessonId, session.lessonStep)) {
        problems << walkthrough.errorMessage();
    }

    // Only a place some screen shows: a monitor unplugged since must not
    // leave the window out of sight.
    bool onScreen = false;
    for (const QScreen *screen : QGuiApplication::screens())
        onScreen = onScreen || screen->availableGeometry().intersects(session.geometry);
    if (onScreen)
        window.setPosition(session.geometry.topLeft());
    window.resize(session.geometry.size().expandedTo(window.minimumSize()));
    if (session.visibility == QLatin1String("maximized"))
        window.setWindowState(Qt::WindowMaximized);
    else if (session.visibility == QLatin1String("fullscreen"))
        window.setWindowState(Qt::WindowFullScreen);
    windowState.setPresenterMode(session.presenterMode);
    walkthrough.setAsksBeforeLeavingOrRevealing(session.asksBeforeLeavingOrRevealing);
    windowState.setShowCharts(session.showCharts);
    windowState.setShowStepTable(session.showStepTable);
    problem.setSequenceView(session.sequenceView);
    if (!session.sequenceId.isEmpty() && !sequence.setSequenceId(session.sequenceId))
        problems << QObject::tr("There is no sequence '%1' any more.").arg(session.sequenceId);
    if (session.decay)
        sequence.setDecay(*session.decay);
    // C was within the sequence's length when saved; a shorter sequence since keeps its own.
    if (session.chunkSize && *session.chunkSize <= sequence.tokenCount())
        sequence.setChunkSize(*session.chunkSize);
    sequence.setToken(session.sequenceToken);
    return problems.join(QLatin1Char(' '));
}

Session SessionStore::capture(const QQuickWindow &window, const WindowState &windowState,
    const ProblemModel &problem, const WalkthroughModel &walkthrough)
{
    const AttentionModel &model = *problem.attention();
    const SequenceModel &sequence = *problem.sequence();
    Session session;
    session.presetId = model.presetId();
    if (model.ownData())
        session.ownData = QJsonDocument(attentionDataToJson(model.currentData()))
                              .toJson(QJsonDocument::Compact);
    session.featureMapId = model.featureMapId();
    session.prefix = model.prefix();
    session.favor = model.favorSettings();
    session.epsilon = model.epsilon();
    if (walkthrough.active()) {
        session.lessonId = walkthrough.lessonId();
        session.lessonFile = walkthrough.lessonFile();
        session.lessonStep = walkthrough.stepIndex();
    }
    const Qt::WindowStates states = window.windowStates();
    session.visibility = states.testFlag(Qt::WindowFullScreen) ? QStringLiteral("fullscreen")
        : states.testFlag(Qt::WindowMaximized)                 ? QStringLiteral("maximized")
                                                               : QStringLiteral("windowed");
    session.geometry = window.geometry();
    session.presenterMode = windowState.presenterMode();
    session.asksBeforeLeavingOrRevealing = walkthrough.asksBeforeLeavingOrRevealing();
    session.showCharts = windowState.showCharts();
    session.showStepTable = windowState.showStepTable();
    session.sequenceView = problem.sequenceView();
    session.sequenceId = sequence.sequenceId();
    session.sequenceToken = sequence.token();
    session.decay = sequence.decay().value.toDouble();
    session.chunkSize = sequence.chunkSize();
    session.progress = walkthrough.keptProgress();
    return session;
}

} // namespace linattn
