// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AttentionModel.h"
#include "ChoiceListModel.h"
#include "DerivationModel.h"
#include "ProblemPart.h"
#include "Quantity.h"
#include "sequence_table.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <algorithm>
#include <optional>

namespace linattn {

// Causal attention over a whole sequence, for the sequence view: a sequence
// preset, a feature map, the decay γ, the chunk size C and the selected token
// in; the core's table for those out, with every shown number as a Quantity
// (its value and its text). One recompute per accepted input; a refused input
// (an unknown id, a γ or C out of range) leaves everything as it was and says
// why in decayError or chunkError. In the window it follows the single-query
// view's feature map, FAVOR+ settings and ε (followAttention()), so one choice
// serves both views.
class SequenceModel : public QObject, public ProblemPart {
    Q_OBJECT
    QML_ELEMENT

    // The model whose feature map and ε this one follows, or null (then featureMapId is its own).
    Q_PROPERTY(linattn::AttentionModel *attention READ attention WRITE followAttention NOTIFY
            attentionChanged FINAL)
    Q_PROPERTY(linattn::ChoiceListModel *sequences READ sequences CONSTANT FINAL)
    Q_PROPERTY(
        QString sequenceId READ sequenceId WRITE setSequenceId NOTIFY sequenceIdChanged FINAL)
    Q_PROPERTY(QString featureMapId READ featureMapId WRITE setFeatureMapId NOTIFY
            featureMapIdChanged FINAL)
    Q_PROPERTY(
        int sequenceIndex READ sequenceIndex WRITE setSequenceIndex NOTIFY sequenceIdChanged FINAL)
    Q_PROPERTY(QString description READ description NOTIFY sequenceIdChanged FINAL)
    Q_PROPERTY(int token READ token WRITE setToken NOTIFY tokenChanged FINAL)
    Q_PROPERTY(int chunkSize READ chunkSize WRITE setChunkSize NOTIFY chunkSizeChanged FINAL)
    Q_PROPERTY(linattn::Quantity decay READ decay NOTIFY decayChanged FINAL)
    Q_PROPERTY(QString decayError READ decayError NOTIFY decayErrorChanged FINAL)
    Q_PROPERTY(QString chunkError READ chunkError NOTIFY chunkErrorChanged FINAL)

    Q_PROPERTY(QString title READ title NOTIFY resultsChanged FINAL)
    Q_PROPERTY(int tokenCount READ tokenCount NOTIFY resultsChanged FINAL)
    // The last token's number, N − 1: tokens are numbered from 0.
    Q_PROPERTY(int lastToken READ lastToken NOTIFY resultsChanged FINAL)
    Q_PROPERTY(int featureCount READ featureCount NOTIFY resultsChanged FINAL)
    Q_PROPERTY(linattn::Quantity maxDifference READ maxDifference NOTIFY resultsChanged FINAL)
    Q_PROPERTY(int linearBlockRank READ linearBlockRank NOTIFY resultsChanged FINAL)
    Q_PROPERTY(int softmaxBlockRank READ softmaxBlockRank NOTIFY resultsChanged FINAL)
    Q_PROPERTY(int stateNumbers READ stateNumbers NOTIFY resultsChanged FINAL)
    // "rows 5–8 × columns 1–4: rank 2 for linear attention (at most m = 2), 4 for softmax",
    // or why there is no such block (a single chunk).
    Q_PROPERTY(QString rankSummary READ rankSummary NOTIFY resultsChanged FINAL)
    // The caption under the views: sequence, feature map, γ, C.
    Q_PROPERTY(QString caption READ caption NOTIFY resultsChanged FINAL)
    // Rows t = 0…N−1 of the normalised weights j = 0…t: linear attention's (null
    // where token t is Unavailable) and softmax's.
    Q_PROPERTY(QVariantList linearWeights READ linearWeights NOTIFY resultsChanged FINAL)
    // The matrices as a screen reader's table reads them: row t a map from token j ("0"…"N−1",
    // tokenNumbers) to its weight's text, "masked" past the diagonal, "Unavailable" where
    // linear attention's row is.
    Q_PROPERTY(
        QVariantList linearWeightRecords READ linearWeightRecords NOTIFY resultsChanged FINAL)
    Q_PROPERTY(
        QVariantList softmaxWeightRecords READ softmaxWeightRecords NOTIFY resultsChanged FINAL)
    Q_PROPERTY(QStringList tokenNumbers READ tokenNumbers NOTIFY resultsChanged FINAL)
    Q_PROPERTY(QVariantList softmaxWeights READ softmaxWeights NOTIFY resultsChanged FINAL)
    // Some linear weight lies outside 0…1 (a map that can be negative, such as identity).
    Q_PROPERTY(bool weightsLeaveUnitRange READ weightsLeaveUnitRange NOTIFY resultsChanged FINAL)
    // Some token is Unavailable.
    Q_PROPERTY(bool hasUnavailableTokens READ hasUnavailableTokens NOTIFY resultsChanged FINAL)

    // The selected token's numbers.
    Q_PROPERTY(linattn::Quantity phiQuery READ phiQuery NOTIFY tokenResultsChanged FINAL)
    Q_PROPERTY(linattn::Quantity stateS READ stateS NOTIFY tokenResultsChanged FINAL)
    Q_PROPERTY(linattn::Quantity stateZ READ stateZ NOTIFY tokenResultsChanged FINAL)
    Q_PROPERTY(linattn::Quantity numerator READ numerator NOTIFY tokenResultsChanged FINAL)
    Q_PROPERTY(linattn::Quantity denominator READ denominator NOTIFY tokenResultsChanged FINAL)
    Q_PROPERTY(bool available READ available NOTIFY tokenResultsChanged FINAL)
    Q_PROPERTY(linattn::Quantity recurrent READ recurrent NOTIFY tokenResultsChanged FINAL)
    Q_PROPERTY(linattn::Quantity parallel READ parallel NOTIFY tokenResultsChanged FINAL)
    Q_PROPERTY(linattn::Quantity chunkwise READ chunkwise NOTIFY tokenResultsChanged FINAL)
    Q_PROPERTY(linattn::Quantity softmax READ softmax NOTIFY tokenResultsChanged FINAL)
    Q_PROPERTY(int chunkStart READ chunkStart NOTIFY tokenResultsChanged FINAL)
    Q_PROPERTY(int kvCacheNumbers READ kvCacheNumbers NOTIFY tokenResultsChanged FINAL)
    // "The state keeps 4 numbers (S and Z) at every token; a KV cache at token 5 keeps 15."
    Q_PROPERTY(QString memorySummary READ memorySummary NOTIFY tokenResultsChanged FINAL)
    // The selected token's weight rows in words, for a screen reader.
    Q_PROPERTY(QString linearRowSummary READ linearRowSummary NOTIFY tokenResultsChanged FINAL)
    Q_PROPERTY(QString softmaxRowSummary READ softmaxRowSummary NOTIFY tokenResultsChanged FINAL)
    // Output against token (ChartData::sequenceOutput()).
    Q_PROPERTY(QVariantMap outputChart READ outputChart NOTIFY tokenResultsChanged FINAL)
    // The value plane at the selected token, for values of two coordinates
    // (ChartData::sequenceValuePlane()).
    Q_PROPERTY(QVariantMap valuePlaneChart READ valuePlaneChart NOTIFY tokenResultsChanged FINAL)
    // d_v: 1 for numbers, else the coordinates of every value.
    Q_PROPERTY(int valueDimension READ valueDimension NOTIFY resultsChanged FINAL)
    // The selected token's worked derivation, one row per line (buildSequenceDerivation()).
    Q_PROPERTY(linattn::DerivationModel *derivation READ derivation CONSTANT FINAL)

public:
    explicit SequenceModel(QObject *parent = nullptr);

    ChoiceListModel *sequences() const { return sequences_; }
    // Empty for the user's own sequence.
    QString sequenceId() const;
    // The user's own sequence (a data file with "queries", already validated); C keeps to 1…N.
    void setOwnSequence(SequenceData data);
    int sequenceIndex() const;
    void setSequenceIndex(int index);
    QString description() const;
    // An unknown id is refused (the sequence stays); returns whether it was taken.
    bool setSequenceId(const QString &id);
    QString featureMapId() const;
    // While following a model, the id is passed on to it.
    bool setFeatureMapId(const QString &id);
    // From now on the feature map (with its FAVOR+ settings) and ε are `attention`'s.
    void followAttention(AttentionModel *attention);
    AttentionModel *attention() const { return attention_; }
    // The selected token, numbered from 0 as everywhere (0…N−1).
    int token() const { return tokenPosition_ - 1; }
    // Clamped to 0…N−1: the token selector's keys can overshoot.
    void setToken(int token);
    int chunkSize() const { return static_cast<int>(table_.settings.chunkSize); }
    // Outside 1…N is refused: chunkError says why, the last good C stays.
    bool setChunkSize(int chunkSize);
    Quantity decay() const;
    // The decay as typed ("0.9"): outside (0, 1] or not a number is refused,
    // decayError says why, the last good γ stays.
    Q_INVOKABLE bool setDecayText(const QString &text);
    // The same for a number already read (a session, a lesson step, the command line).
    bool setDecay(double decay);
    // C as typed ("4"): not a whole number in 1…N is refused, chunkError says why.
    Q_INVOKABLE bool setChunkText(const QString &text);
    // The next or previous built-in sequence, round the list.
    Q_INVOKABLE void nextSequence();
    Q_INVOKABLE void previousSequence();
    Q_INVOKABLE void nextToken() { setToken(token() + 1); }
    Q_INVOKABLE void previousToken() { setToken(token() - 1); }

    // As a part of the problem the window shows: a step is a token, a problem a sequence.
    void nextStep() override { nextToken(); }
    void previousStep() override { previousToken(); }
    void nextProblem() override { nextSequence(); }
    void previousProblem() override { previousSequence(); }
    QString nextStepText() const override { return tr("Next token"); }
    QString previousStepText() const override { return tr("Previous token"); }
    QString nextProblemText() const override { return tr("Next sequence"); }
    // As the part the exports take: every token, and the sequence's charts (the value plane
    // only for values of two coordinates); there is no step table to copy.
    QStringList chartNames() const override;
    std::string tableText(ExportFormat format) const override;
    std::string notebookText(const FeatureMap &map, const TextRenderer &render) const override;
    QString exportedTableText() const override;
    QVariantMap tableMenuLabels() const override;
    QString fileNameBase() const override;
    QString tableTsv() const override { return {}; }
    QString copyRefusal() const override;
    QString decayError() const { return decayError_; }
    QString chunkError() const { return chunkError_; }

    QString title() const;
    int tokenCount() const { return static_cast<int>(table_.tokens.size()); }
    int lastToken() const { return std::max(0, tokenCount() - 1); }
    int featureCount() const { return static_cast<int>(table_.featureCount); }
    Quantity maxDifference() const;
    int linearBlockRank() const { return static_cast<int>(table_.linearBlockRank); }
    int softmaxBlockRank() const { return static_cast<int>(table_.softmaxBlockRank); }
    int stateNumbers() const { return static_cast<int>(table_.stateNumbers()); }
    QString rankSummary() const;
    QString caption() const;
    QVariantList linearWeights() const { return linearWeights_; }
    QVariantList linearWeightRecords() const { return weightRecords(true); }
    QVariantList softmaxWeightRecords() const { return weightRecords(false); }
    QStringList tokenNumbers() const;
    QVariantList softmaxWeights() const { return softmaxWeights_; }
    bool weightsLeaveUnitRange() const { return weightsLeaveUnitRange_; }
    bool hasUnavailableTokens() const { return hasUnavailableTokens_; }

    Quantity phiQuery() const;
    Quantity stateS() const;
    Quantity stateZ() const;
    Quantity numerator() const;
    Quantity denominator() const;
    bool available() const { return selected().available(); }
    Quantity recurrent() const;
    Quantity parallel() const;
    Quantity chunkwise() const;
    Quantity softmax() const;
    // The first token of the selected token's chunk, numbered as the tokens are.
    int chunkStart() const { return static_cast<int>(shownTokenIndex(selected().chunkStart)); }
    int kvCacheNumbers() const;
    QString memorySummary() const;
    QString linearRowSummary() const;
    QString softmaxRowSummary() const;
    QVariantMap outputChart() const { return outputChart_; }
    QVariantMap valuePlaneChart() const { return valuePlaneChart_; }
    int valueDimension() const { return static_cast<int>(table_.valueDimension); }

    DerivationModel *derivation() const override { return derivation_; }

    const SequenceTable &table() const { return table_; }

signals:
    void attentionChanged();
    void sequenceIdChanged();
    void featureMapIdChanged();
    void tokenChanged();
    void chunkSizeChanged();
    void decayChanged();
    void decayErrorChanged();
    void chunkErrorChanged();
    void resultsChanged();
    void tokenResultsChanged();

private:
    const TokenRecord &selected() const;
    // Recomputes for `sequence` with the current settings, C kept within its length.
    void switchTo(const SequencePreset &sequence);
    const FeatureMap &map() const;
    SequenceSettings settingsWith(SequenceSettings settings) const;
    void followedMapChanged();
    void updateDerivation();
    void recompute(
        const SequencePreset &sequence, const FeatureMap &map, SequenceSettings settings);
    void setDecayError(const QString &message);
    void setChunkError(const QString &message);

    const SequencePreset *sequence_ = nullptr; // a preset, or ownSequence_
    std::optional<SequencePreset> ownSequence_;
    const FeatureMap *map_ = nullptr; // unless following attention_
    QPointer<AttentionModel> attention_;
    QVariantMap outputChart_;
    QVariantMap valuePlaneChart_;
    SequenceTable table_;
    QVariantList weightRecords(bool linear) const;

    QVariantList linearWeights_;
    QVariantList softmaxWeights_;
    bool weightsLeaveUnitRange_ = false;
    bool hasUnavailableTokens_ = false;
    DerivationModel *derivation_;
    ChoiceListModel *sequences_;
    int tokenPosition_ = 1; // the selected token's position, 1…N (token() + 1)
    QString decayError_;
    QString chunkError_;
};

} // namespace linattn
