// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CancellableWorker.h"
#include "associative_memory.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVariant>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// The memory lab: linear attention's state S as a key→value memory of fixed size (core/memory).
// Pairs of random or orthogonal keys are written by the sum or the delta rule and read back,
// beside softmax over every pair (its KV cache). Inputs are the settings below; a refused one
// leaves everything as it was and says why in inputError. Every number shown comes from core;
// one recompute and one resultChanged per accepted change, nothing when a value is set again.
class MemoryLabModel : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // "sum" or "delta".
    Q_PROPERTY(QString rule READ rule WRITE setRule NOTIFY inputsChanged FINAL)
    Q_PROPERTY(double beta READ beta WRITE setBeta NOTIFY inputsChanged FINAL)
    Q_PROPERTY(double decay READ decay WRITE setDecay NOTIFY inputsChanged FINAL)
    Q_PROPERTY(int passes READ passes WRITE setPasses NOTIFY inputsChanged FINAL)
    Q_PROPERTY(double temperature READ temperature WRITE setTemperature NOTIFY inputsChanged FINAL)
    Q_PROPERTY(
        QString featureMapId READ featureMapId WRITE setFeatureMapId NOTIFY inputsChanged FINAL)
    // The maps a memory can use, [{id, title}]: the program's and DPFP-1…3.
    Q_PROPERTY(QVariantList featureMaps READ featureMaps CONSTANT FINAL)
    // The rule written out: "S ← γS + f vᵀ" with f = φ(k)/‖φ(k)‖.
    Q_PROPERTY(QString ruleFormula READ ruleFormula NOTIFY inputsChanged FINAL)
    // Where featureMapId stands in featureMaps.
    Q_PROPERTY(int featureMapIndex READ featureMapIndex NOTIFY inputsChanged FINAL)
    Q_PROPERTY(int pairCount READ pairCount WRITE setPairCount NOTIFY inputsChanged FINAL)
    Q_PROPERTY(int dimension READ dimension WRITE setDimension NOTIFY inputsChanged FINAL)
    Q_PROPERTY(
        bool orthogonalKeys READ orthogonalKeys WRITE setOrthogonalKeys NOTIFY inputsChanged FINAL)
    Q_PROPERTY(int seed READ seed WRITE setSeed NOTIFY inputsChanged FINAL)
    // The pairs as the student placed them (dragged in the planes) instead of made from the seed;
    // turned on, they start as the pairs shown.
    Q_PROPERTY(bool ownPairs READ ownPairs WRITE setOwnPairs NOTIFY inputsChanged FINAL)
    // Every setting at once, as a lesson step gives them (WalkthroughModel::memorySettings, a
    // MemoryLabSettings): the pairs become the seed's again. Anything else is ignored.
    Q_PROPERTY(QVariant lessonSettings READ lessonSettings WRITE setLessonSettings NOTIFY
            inputsChanged FINAL)
    // While a lesson's question hides the results (ConcealedPart::MemoryResults): the read-outs,
    // errors, recall, summaries, S and its writes, the read-outs in the value plane and the
    // capacity curves read "?" or are left out, and the results are not saved; the pairs stay.
    Q_PROPERTY(bool concealed READ concealed WRITE setConcealed NOTIFY concealedChanged FINAL)
    // Where the pairs come from and how they are written and read, in a few sentences.
    Q_PROPERTY(QString about READ about NOTIFY inputsChanged FINAL)
    // Why the last input was refused ("β: 0 is outside (0, 1]"); empty once one is accepted.
    Q_PROPERTY(QString inputError READ inputError NOTIFY inputErrorChanged FINAL)
    // What the last export did: "Saved … to …", or why nothing was written.
    Q_PROPERTY(QString exportMessage READ exportMessage NOTIFY exportMessageChanged FINAL)

    // The writes one by one (kept while N · passes · m · d_v is at most kMaxKeptNumbers): how many
    // there were, the one looked at (1…writeCount; the last after every change), S after it as
    // cells, and its derivation: the pair, f, what S returned for the key before, what was written.
    Q_PROPERTY(int writeCount READ writeCount NOTIFY resultChanged FINAL)
    Q_PROPERTY(int selectedWrite READ selectedWrite WRITE setSelectedWrite NOTIFY
            selectedWriteChanged FINAL)
    Q_PROPERTY(QString writeCaption READ writeCaption NOTIFY selectedWriteChanged FINAL)
    Q_PROPERTY(QStringList writeLines READ writeLines NOTIFY selectedWriteChanged FINAL)
    Q_PROPERTY(QStringList writeCells READ writeCells NOTIFY selectedWriteChanged FINAL)
    // The same S row by row, for a screen reader: "S: [0.88, 0.36]; [0.85, 0.76]".
    Q_PROPERTY(QString writeStateText READ writeStateText NOTIFY selectedWriteChanged FINAL)
    // One pair's read-out worked through (0…N − 1, the first after every change): r = Sᵀf, its
    // distance to v and to the nearest other stored value, and softmax's read-out beside it.
    Q_PROPERTY(
        int selectedPair READ selectedPair WRITE setSelectedPair NOTIFY selectedPairChanged FINAL)
    Q_PROPERTY(QStringList readLines READ readLines NOTIFY selectedPairChanged FINAL)
    // m (features, S's rows) and d_v (S's columns).
    Q_PROPERTY(int featureDimension READ featureDimension NOTIFY resultChanged FINAL)
    Q_PROPERTY(int valueDimension READ valueDimension NOTIFY resultChanged FINAL)
    // One row per pair: index, key, value, readout (text, "Unavailable" where φ(k) = 0), error,
    // recalled (errorValue: the error as a number); softmaxReadout, softmaxError, softmaxRecalled;
    // the numbers too (readoutValues, softmaxReadoutValues, empty where Unavailable) for the charts
    // and tests.
    Q_PROPERTY(QVariantList pairs READ pairs NOTIFY resultChanged FINAL)
    // S after the last write as text, m rows of d_v numbers; a large S only its first
    // kStateShown rows and columns (stateCaption says so).
    Q_PROPERTY(QVariantList stateRows READ stateRows NOTIFY resultChanged FINAL)
    Q_PROPERTY(QString stateCaption READ stateCaption NOTIFY resultChanged FINAL)
    // The same rows one after another, and how many numbers make a row: for a grid.
    Q_PROPERTY(QStringList stateCells READ stateCells NOTIFY resultChanged FINAL)
    Q_PROPERTY(int stateColumns READ stateColumns NOTIFY resultChanged FINAL)
    // "mean error 0.35 · 1 of 3 pairs recalled", for the memory and for softmax.
    Q_PROPERTY(QString memorySummary READ memorySummary NOTIFY resultChanged FINAL)
    Q_PROPERTY(QString softmaxSummary READ softmaxSummary NOTIFY resultChanged FINAL)
    Q_PROPERTY(int recalledCount READ recalledCount NOTIFY resultChanged FINAL)
    Q_PROPERTY(int softmaxRecalledCount READ softmaxRecalledCount NOTIFY resultChanged FINAL)
    // With keys and values of two coordinates, the planes: {keys, values, readouts,
    // softmaxReadouts: [{x, y, label}] (readouts without the Unavailable ones, each with the
    // `pair` it reads), keyRange,
    // valueRange: {min, max, tick}}; empty otherwise.
    Q_PROPERTY(QVariantMap planes READ planes NOTIFY resultChanged FINAL)
    Q_PROPERTY(bool planesShown READ planesShown NOTIFY resultChanged FINAL)
    // The capacity curves for the settings above (their d, map, β, γ, passes, τ and seed), computed
    // in a worker thread once startCapacity() is called and again after each accepted change:
    // {points: [{n, sumError, deltaError, softmaxError (null where no pair has a read-out),
    // sumRecalled, deltaRecalled, softmaxRecalled (fractions of N)}], m, nMin, nMax, errorMax,
    // errorTick}.
    Q_PROPERTY(QVariantMap capacity READ capacity NOTIFY capacityChanged FINAL)
    Q_PROPERTY(bool capacityBusy READ capacityBusy NOTIFY capacityChanged FINAL)
    // The share of the curve's points computed, 0…1.
    Q_PROPERTY(double capacityProgress READ capacityProgress NOTIFY capacityChanged FINAL)
    // What the curves are of, in a sentence.
    Q_PROPERTY(QString capacityCaption READ capacityCaption NOTIFY capacityChanged FINAL)

public:
    explicit MemoryLabModel(QObject *parent = nullptr);

    QString rule() const;
    QString ruleFormula() const;
    void setRule(const QString &rule);
    double beta() const { return inputs_.settings.beta; }
    void setBeta(double beta);
    double decay() const { return inputs_.settings.decay; }
    void setDecay(double decay);
    int passes() const { return int(inputs_.settings.passes); }
    void setPasses(int passes);
    double temperature() const { return inputs_.settings.temperature; }
    void setTemperature(double temperature);
    QString featureMapId() const { return inputs_.featureMapId; }
    void setFeatureMapId(const QString &id);
    QVariantList featureMaps() const;
    int featureMapIndex() const;
    int pairCount() const { return inputs_.pairCount; }
    void setPairCount(int count);
    int dimension() const { return inputs_.dimension; }
    void setDimension(int dimension);
    bool orthogonalKeys() const { return inputs_.orthogonalKeys; }
    void setOrthogonalKeys(bool orthogonal);
    int seed() const { return inputs_.seed; }
    void setSeed(int seed);
    bool ownPairs() const { return inputs_.ownPairs; }
    QString about() const;
    void setOwnPairs(bool own);
    // Moves pair `pair`'s key (or its value) to (x, y), snapped to a twentieth, with own pairs of
    // two coordinates; false, with inputError, when refused (a value of length 0 has no relative
    // error), the pairs kept.
    Q_INVOKABLE bool movePoint(int pair, bool value, double x, double y);
    // The pairs as a file `linattn --memory --data` reads ({"keys", "values"}): opened, they are
    // own pairs (a teacher's set for the class); saved, the pairs shown. exportMessage says what
    // was done, or why not; a file refused leaves the lab as it was.
    Q_INVOKABLE bool openPairs(const QUrl &file);
    Q_INVOKABLE bool savePairs(const QUrl &file);
    QString inputError() const { return inputError_; }
    // The same settings as typed: a decimal point or comma ("0,5"); text that is not a number is
    // refused, quoted in inputError. False when refused.
    Q_INVOKABLE bool setBetaText(const QString &text);
    Q_INVOKABLE bool setDecayText(const QString &text);
    Q_INVOKABLE bool setTemperatureText(const QString &text);

    int featureDimension() const { return int(result_.featureDimension); }
    int valueDimension() const { return int(result_.valueDimension); }
    QVariantList pairs() const;
    QVariantList stateRows() const;
    QString stateCaption() const;
    int writeCount() const { return int(result_.states.size()); }
    int selectedWrite() const { return selectedWrite_; }
    void setSelectedWrite(int write);
    QString writeCaption() const;
    QStringList writeLines() const;
    QStringList writeCells() const;
    QString writeStateText() const;
    int selectedPair() const { return selectedPair_; }
    void setSelectedPair(int pair);
    QStringList readLines() const;
    QStringList stateCells() const;
    int stateColumns() const;
    QString memorySummary() const;
    QString softmaxSummary() const;
    // -1 while concealed.
    int recalledCount() const { return concealed_ ? -1 : int(result_.recalledCount); }
    int softmaxRecalledCount() const { return concealed_ ? -1 : int(result_.softmaxRecalledCount); }
    QVariantMap planes() const;
    bool planesShown() const { return inputs_.dimension == 2 && result_.valueDimension == 2; }
    QVariantMap capacity() const;
    bool capacityBusy() const { return capacityBusy_; }
    double capacityProgress() const;
    QString capacityCaption() const;

    // Writes the memory shown as `format` ("csv", "json" or "ipynb", the files of `linattn
    // --memory`, docs/memory.md) to `file`, whole or not at all; exportMessage says where, or why
    // not.
    Q_INVOKABLE bool exportAs(const QString &format, const QUrl &file);
    // The save dialog for `format`: its title, name filter and the file name it offers.
    // The settings in one line, for a printed page: "delta rule, β = 0.5, γ = 1, passes over the
    // pairs: 1; feature map ReLU, softmax τ = 1; N = 3 random pairs (seed 1), d = 2".
    QString settingsCaption() const;
    Q_INVOKABLE QString dialogTitle(const QString &format) const;
    Q_INVOKABLE QStringList nameFilters(const QString &format) const;
    Q_INVOKABLE QString suggestedFileName(const QString &format) const;
    QString exportMessage() const { return exportMessage_; }

    // Computes the capacity curves in a worker thread, and again after every accepted change until
    // stopCapacity(); a run under way is replaced.
    Q_INVOKABLE void startCapacity();
    Q_INVOKABLE void stopCapacity();

    // The settings shown (with own pairs, those they were placed with), and all of them set at
    // once; settings that memoryLabSettingsError() refuses are refused whole, with its message.
    bool concealed() const { return concealed_; }
    void setConcealed(bool concealed);
    MemoryLabSettings settings() const;
    bool applySettings(const MemoryLabSettings &settings);
    QVariant lessonSettings() const;
    void setLessonSettings(const QVariant &settings);

    // The pairs written, as core made them.
    const MemoryPairs &memoryPairs() const { return pairs_; }
    const MemoryResult &result() const { return result_; }

    // The lab's limits, as core states them (memoryLabSettingsError()).
    static constexpr int kMaxPairs = int(kMemoryLabMaxPairs);
    static constexpr int kMaxDimension = int(kMemoryLabMaxDimension);
    static constexpr int kMaxPasses = int(kMemoryLabMaxPasses);
    static constexpr int kStateShown = 12;
    static constexpr std::size_t kMaxKeptNumbers = 200000;

signals:
    void concealedChanged();
    void inputsChanged();
    void inputErrorChanged();
    void resultChanged();
    void capacityChanged();
    void selectedWriteChanged();
    void selectedPairChanged();
    void exportMessageChanged();

private:
    // Sets exportMessage (what a file operation did, or why not) and returns `done`.
    bool reportFile(const QString &message, bool done);
    // Accepts or refuses a change: `refusal` empty accepts it (apply, then recompute).
    template <typename Apply> void change(const QString &refusal, Apply apply);
    void setInputError(const QString &error);
    void recompute();

    void runCapacity();
    // `text` as a number for `setter`, or the refusal "name: “text” is not a number".
    bool setTypedNumber(
        const QString &name, const QString &text, void (MemoryLabModel::*setter)(double));
    // S's numbers as text, its first kStateShown rows and columns, row after row.
    QStringList cellsOf(const std::vector<double> &state) const;
    // A pair's row in words, for a screen reader.
    QString spokenRow(
        std::size_t i, const MemoryReadout &linear, const MemoryReadout &softmax) const;

    // What the lab is set to: one value, so that a refused change is taken back whole.
    struct Inputs {
        MemorySettings settings;
        QString featureMapId = QStringLiteral("relu");
        int pairCount = 3;
        int dimension = 2;
        bool orthogonalKeys = false;
        int seed = 1;
        bool ownPairs = false;
        MemoryPairs own; // with ownPairs: the pairs, pairCount of them
    };
    Inputs inputs_;
    bool concealed_ = false;
    QString inputError_;
    MemoryPairs pairs_;
    MemoryResult result_;
    int selectedWrite_ = 0;
    int selectedPair_ = 0;
    QString exportMessage_;
    bool capacityWanted_ = false;
    bool capacityBusy_ = false;
    std::vector<CapacityPoint> capacityPoints_;
    std::size_t capacityCount_ = 0; // the points the run under way will compute
    std::size_t capacityFeatures_ = 0; // m of the curve's memory
    std::size_t capacityDimension_ = 0; // d of the curve's pairs
    CancellableWorker capacityWorker_;
};

} // namespace linattn
