// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DerivationModel.h"
#include "Quantity.h"
#include "sequence_table.h"

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// Causal attention over a whole sequence, for the sequence view: a sequence
// preset, a feature map, the decay γ, the chunk size C and the selected token
// in; the core's table for those out, with every shown number as a Quantity
// (its value and its text). One recompute per accepted input; a refused input
// (an unknown id, a γ or C out of range) leaves everything as it was and says
// why in decayError or chunkError.
class SequenceModel : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(
        QString sequenceId READ sequenceId WRITE setSequenceId NOTIFY sequenceIdChanged FINAL)
    Q_PROPERTY(QString featureMapId READ featureMapId WRITE setFeatureMapId NOTIFY
            featureMapIdChanged FINAL)
    Q_PROPERTY(int token READ token WRITE setToken NOTIFY tokenChanged FINAL)
    Q_PROPERTY(int chunkSize READ chunkSize WRITE setChunkSize NOTIFY chunkSizeChanged FINAL)
    Q_PROPERTY(linattn::Quantity decay READ decay NOTIFY decayChanged FINAL)
    Q_PROPERTY(QString decayError READ decayError NOTIFY decayErrorChanged FINAL)
    Q_PROPERTY(QString chunkError READ chunkError NOTIFY chunkErrorChanged FINAL)

    Q_PROPERTY(QString title READ title NOTIFY resultsChanged FINAL)
    Q_PROPERTY(int tokenCount READ tokenCount NOTIFY resultsChanged FINAL)
    Q_PROPERTY(int featureCount READ featureCount NOTIFY resultsChanged FINAL)
    Q_PROPERTY(linattn::Quantity maxDifference READ maxDifference NOTIFY resultsChanged FINAL)
    Q_PROPERTY(int linearBlockRank READ linearBlockRank NOTIFY resultsChanged FINAL)
    Q_PROPERTY(int softmaxBlockRank READ softmaxBlockRank NOTIFY resultsChanged FINAL)
    Q_PROPERTY(int stateNumbers READ stateNumbers NOTIFY resultsChanged FINAL)
    // Rows t = 1…N of the normalised weights j = 1…t: linear attention's (null
    // where token t is Unavailable) and softmax's.
    Q_PROPERTY(QVariantList linearWeights READ linearWeights NOTIFY resultsChanged FINAL)
    Q_PROPERTY(QVariantList softmaxWeights READ softmaxWeights NOTIFY resultsChanged FINAL)

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
    // The selected token's worked derivation, one row per line (buildSequenceDerivation()).
    Q_PROPERTY(linattn::DerivationModel *derivation READ derivation CONSTANT FINAL)

public:
    explicit SequenceModel(QObject *parent = nullptr);

    QString sequenceId() const;
    // An unknown id is refused (the sequence stays); returns whether it was taken.
    bool setSequenceId(const QString &id);
    QString featureMapId() const;
    bool setFeatureMapId(const QString &id);
    int token() const { return token_; }
    // Clamped to 1…N: the token selector's keys can overshoot.
    void setToken(int token);
    int chunkSize() const { return static_cast<int>(table_.settings.chunkSize); }
    // Outside 1…N is refused: chunkError says why, the last good C stays.
    bool setChunkSize(int chunkSize);
    Quantity decay() const;
    // The decay as typed ("0.9"): outside (0, 1] or not a number is refused,
    // decayError says why, the last good γ stays.
    Q_INVOKABLE bool setDecayText(const QString &text);
    QString decayError() const { return decayError_; }
    QString chunkError() const { return chunkError_; }

    QString title() const;
    int tokenCount() const { return static_cast<int>(table_.tokens.size()); }
    int featureCount() const { return static_cast<int>(table_.featureCount); }
    Quantity maxDifference() const;
    int linearBlockRank() const { return static_cast<int>(table_.linearBlockRank); }
    int softmaxBlockRank() const { return static_cast<int>(table_.softmaxBlockRank); }
    int stateNumbers() const { return static_cast<int>(table_.stateNumbers()); }
    QVariantList linearWeights() const { return linearWeights_; }
    QVariantList softmaxWeights() const { return softmaxWeights_; }

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
    int chunkStart() const { return static_cast<int>(selected().chunkStart); }
    int kvCacheNumbers() const;

    DerivationModel *derivation() const { return derivation_; }

    const SequenceTable &table() const { return table_; }

signals:
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
    void updateDerivation();
    void recompute(
        const SequencePreset &sequence, const FeatureMap &map, SequenceSettings settings);
    void setDecayError(const QString &message);
    void setChunkError(const QString &message);

    const SequencePreset *sequence_ = nullptr;
    const FeatureMap *map_ = nullptr;
    SequenceTable table_;
    QVariantList linearWeights_;
    QVariantList softmaxWeights_;
    DerivationModel *derivation_;
    int token_ = 1;
    QString decayError_;
    QString chunkError_;
};

} // namespace linattn
