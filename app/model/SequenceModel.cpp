// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SequenceModel.h"

#include "AttentionModel.h"
#include "ChartData.h"
#include "CoreTexts.h"
#include "ProblemCatalog.h"
#include "QtValues.h"
#include "derivation.h"
#include "feature_map.h"
#include "notebook_exporter.h"
#include "number_format.h"
#include "sequence_derivation.h"
#include "sequence_exporters.h"

#include <algorithm>

namespace linattn {

namespace {

Quantity number(double x)
{
    return Quantity {QVariant(x), toQString(formatRounded(x))};
}

// Unavailable (null, and the word) where the core has no value.
Quantity optionalNumber(const std::optional<double> &x)
{
    if (!x)
        return Quantity {QVariant(), CoreTexts::translated(makeMessage(MessageId::Unavailable))};
    return number(*x);
}

Quantity vector(const InlineVector &x)
{
    return Quantity {toList(x), CoreTexts::translated(formatVectorText(x))};
}

// A value-shaped quantity: a number for scalar values, the vector of d_v coordinates otherwise.
Quantity value(const InlineVector &x)
{
    return x.size() == 1 ? number(x[0]) : vector(x);
}

Quantity optionalValue(const std::optional<InlineVector> &x)
{
    if (!x)
        return optionalNumber(std::nullopt);
    return value(*x);
}

// S (m × d_v): the vector of m for scalar values, else its rows, one list each.
Quantity matrix(const InlineVector &x, std::size_t columns)
{
    if (columns <= 1)
        return vector(x);
    QVariantList rows;
    QStringList texts;
    for (std::size_t row = 0; row * columns < x.size(); ++row) {
        const InlineVector rowValues(std::span<const double>(x).subspan(row * columns, columns));
        rows.append(QVariant(toList(rowValues)));
        texts.append(CoreTexts::translated(formatVectorText(rowValues)));
    }
    return Quantity {rows, QLatin1Char('[') + texts.join(QStringLiteral(", ")) + QLatin1Char(']')};
}

QList<ChoiceListModel::Choice> sequenceChoices()
{
    QList<ChoiceListModel::Choice> choices;
    for (const SequencePreset &sequence : ProblemCatalog::sequences())
        choices.append({toQString(sequence.id), CoreTexts::sequenceTitle(sequence),
            CoreTexts::sequenceDescription(sequence)});
    return choices;
}

// "0.25, 0.75" for a weight row.
QString rowText(const std::vector<double> &row)
{
    QStringList parts;
    // "0: 0.2; 1: 0.8": each weight after its token's number, from 0.
    for (std::size_t j = 0; j < row.size(); ++j)
        parts << SequenceModel::tr("%1: %2").arg(j).arg(toQString(formatRounded(row[j])));
    return parts.join(QStringLiteral("; "));
}

} // namespace

SequenceModel::SequenceModel(QObject *parent)
    : QObject(parent)
    , derivation_(new DerivationModel(this))
    , sequences_(new ChoiceListModel(sequenceChoices(), this))
{
    const std::vector<SequencePreset> &sequences = ProblemCatalog::sequences();
    recompute(sequences.front(), *featureMaps().front(), SequenceSettings {});
}

QString SequenceModel::sequenceId() const
{
    return toQString(sequence_->id); // empty for the user's own
}

int SequenceModel::sequenceIndex() const
{
    return sequences_->indexOf(sequenceId());
}

void SequenceModel::setSequenceIndex(int index)
{
    setSequenceId(sequences_->idAt(index));
}

void SequenceModel::nextSequence()
{
    // The user's own sequence (index −1) goes on to the first preset.
    setSequenceIndex((sequenceIndex() + 1) % sequences_->rowCount());
}

void SequenceModel::previousSequence()
{
    const int count = sequences_->rowCount();
    setSequenceIndex((std::max(sequenceIndex(), 0) + count - 1) % count);
}

QString SequenceModel::description() const
{
    return CoreTexts::sequenceDescription(*sequence_);
}

void SequenceModel::setOwnSequence(SequenceData data)
{
    SequencePreset own;
    own.title = data.title;
    own.data = std::move(data);
    ownSequence_ = std::move(own);
    switchTo(*ownSequence_);
}

bool SequenceModel::setSequenceId(const QString &id)
{
    const SequencePreset *sequence = ProblemCatalog::findSequence(id.toStdString());
    if (!sequence)
        return false;
    if (sequence == sequence_)
        return true;
    switchTo(*sequence);
    return true;
}

void SequenceModel::switchTo(const SequencePreset &sequence)
{
    SequenceSettings settings = table_.settings;
    // Each sequence has its own length: C keeps to 1…N, as the command line's --chunk does.
    settings.chunkSize = clampChunkSize(settings.chunkSize, sequence.data.tokenCount());
    const int oldChunk = chunkSize();
    recompute(sequence, map(), settings);
    emit sequenceIdChanged();
    if (chunkSize() != oldChunk)
        emit chunkSizeChanged();
}

QString SequenceModel::featureMapId() const
{
    return toQString(map().id());
}

bool SequenceModel::setFeatureMapId(const QString &id)
{
    const FeatureMap *chosen = findFeatureMap(id.toStdString());
    if (!chosen)
        return false;
    if (attention_) {
        attention_->setFeatureMapId(id); // comes back through followedMapChanged()
        return true;
    }
    if (chosen == map_)
        return true;
    recompute(*sequence_, *chosen, table_.settings);
    emit featureMapIdChanged();
    return true;
}

void SequenceModel::followAttention(AttentionModel *attention)
{
    if (attention == attention_)
        return;
    if (attention_)
        disconnect(attention_, nullptr, this, nullptr);
    attention_ = attention;
    emit attentionChanged();
    if (!attention_)
        return;
    // The caption changes with the map, its FAVOR+ settings and ε: all that the table depends on.
    connect(attention_, &AttentionModel::featureMapCaptionChanged, this,
        &SequenceModel::followedMapChanged);
    followedMapChanged();
}

void SequenceModel::followedMapChanged()
{
    const QString oldId = toQString(table_.featureMapId);
    recompute(*sequence_, map(), table_.settings);
    if (featureMapId() != oldId)
        emit featureMapIdChanged();
}

const FeatureMap &SequenceModel::map() const
{
    return attention_ ? attention_->currentFeatureMap() : *map_;
}

SequenceSettings SequenceModel::settingsWith(SequenceSettings settings) const
{
    if (attention_)
        settings.epsilon = attention_->epsilon();
    return settings;
}

void SequenceModel::setToken(int token)
{
    // Kept as its position (1…N), which the core's tables count.
    const int clamped = std::clamp(token, 0, tokenCount() - 1) + 1;
    if (clamped == tokenPosition_)
        return;
    tokenPosition_ = clamped;
    updateDerivation();
    ChartData::selectToken(outputChart_, table_, tokenPosition_);
    valuePlaneChart_ = ChartData::sequenceValuePlane(table_, tokenPosition_);
    emit tokenChanged();
    emit tokenResultsChanged();
}

bool SequenceModel::setChunkSize(int chunkSize)
{
    if (const auto error = validateChunkSize(
            static_cast<std::size_t>(std::max(chunkSize, 0)), sequence_->data.tokenCount());
        error) {
        setChunkError(CoreTexts::dataError(*error));
        return false;
    }
    setChunkError({});
    if (chunkSize == this->chunkSize())
        return true;
    SequenceSettings settings = table_.settings;
    settings.chunkSize = static_cast<std::size_t>(chunkSize);
    recompute(*sequence_, map(), settings);
    emit chunkSizeChanged();
    return true;
}

bool SequenceModel::setChunkText(const QString &text)
{
    const auto parsed = parseChunkSize(text.trimmed().toStdString(), sequence_->data.tokenCount());
    if (const auto *error = std::get_if<DataError>(&parsed)) {
        setChunkError(CoreTexts::dataError(*error));
        return false;
    }
    return setChunkSize(static_cast<int>(std::get<std::size_t>(parsed)));
}

Quantity SequenceModel::decay() const
{
    return Quantity {
        QVariant(table_.settings.decay), toQString(formatShortest(table_.settings.decay))};
}

bool SequenceModel::setDecayText(const QString &text)
{
    const auto parsed = parseDecay(text.trimmed().toStdString());
    if (const auto *error = std::get_if<DataError>(&parsed)) {
        setDecayError(CoreTexts::dataError(*error));
        return false;
    }
    return setDecay(std::get<double>(parsed));
}

bool SequenceModel::setDecay(double decay)
{
    if (const auto error = validateDecay(decay)) {
        setDecayError(CoreTexts::dataError(*error));
        return false;
    }
    setDecayError({});
    if (decay == table_.settings.decay)
        return true;
    SequenceSettings settings = table_.settings;
    settings.decay = decay;
    recompute(*sequence_, map(), settings);
    emit decayChanged();
    return true;
}

QString SequenceModel::title() const
{
    return CoreTexts::sequenceTitle(*sequence_);
}

Quantity SequenceModel::maxDifference() const
{
    return optionalNumber(table_.maxDifference);
}

Quantity SequenceModel::phiQuery() const
{
    return vector(selected().phiQuery);
}

Quantity SequenceModel::stateS() const
{
    return matrix(selected().S, table_.valueDimension);
}

Quantity SequenceModel::stateZ() const
{
    return vector(selected().Z);
}

Quantity SequenceModel::numerator() const
{
    return value(selected().numerator);
}

Quantity SequenceModel::denominator() const
{
    return number(selected().denominator);
}

Quantity SequenceModel::recurrent() const
{
    return optionalValue(selected().recurrent);
}

Quantity SequenceModel::parallel() const
{
    return optionalValue(selected().parallel);
}

Quantity SequenceModel::chunkwise() const
{
    return optionalValue(selected().chunkwise);
}

Quantity SequenceModel::softmax() const
{
    return value(selected().softmax);
}

int SequenceModel::kvCacheNumbers() const
{
    return static_cast<int>(table_.kvCacheNumbers(static_cast<std::size_t>(tokenPosition_)));
}

QString SequenceModel::rankSummary() const
{
    if (!table_.offDiagonalBlock)
        return tr("One chunk (C = N): every weight is computed directly, no block goes through "
                  "the state.");
    const MatrixBlock &block = *table_.offDiagonalBlock;
    // Positions shown as the tokens are numbered, from 0.
    const auto range = [](std::size_t first, std::size_t count) {
        return count == 1 ? QString::number(shownTokenIndex(first))
                          : QStringLiteral("%1–%2")
                                .arg(shownTokenIndex(first))
                                .arg(shownTokenIndex(first + count - 1));
    };
    // The first block below the diagonal blocks: every full one has its size.
    return tr("A block through the state (rows %1 × columns %2; every full block below the "
              "diagonal has this size): rank %3 for linear attention (at most m = %4), %5 for "
              "softmax.")
        .arg(range(block.firstRow, block.rowCount), range(block.firstColumn, block.columnCount))
        .arg(table_.linearBlockRank)
        .arg(table_.featureCount)
        .arg(table_.softmaxBlockRank);
}

QString SequenceModel::caption() const
{
    QString mapText
        = attention_ ? attention_->featureMapCaption() : CoreTexts::translated(map().titleText());
    if (!attention_ && !table_.featureMapParameters.empty())
        mapText += QStringLiteral(" (%1)").arg(toQString(table_.featureMapParameters));
    return tr("%1 · %2 · γ = %3 · C = %4").arg(title(), mapText, decay().text).arg(chunkSize());
}

QString SequenceModel::memorySummary() const
{
    if (table_.valueDimension > 1)
        return tr("Memory at token %1: the recurrent state keeps %2 numbers (S, m × d_v = %3 × %5, "
                  "and Z, m = %3) at every token; a KV cache keeps every key and value so far, %4 "
                  "numbers.")
            .arg(token())
            .arg(stateNumbers())
            .arg(featureCount())
            .arg(kvCacheNumbers())
            .arg(table_.valueDimension);
    return tr("Memory at token %1: the recurrent state keeps %2 numbers (S and Z, m = %3 "
              "features each) at every token; a KV cache keeps every key and value so far, %4 "
              "numbers.")
        .arg(token())
        .arg(stateNumbers())
        .arg(featureCount())
        .arg(kvCacheNumbers());
}

QString SequenceModel::linearRowSummary() const
{
    const TokenRecord &record = selected();
    if (!record.weights)
        return tr("Linear attention, row %1: Unavailable (the denominator is 0)").arg(token());
    return tr("Linear attention, row %1: %2").arg(token()).arg(rowText(*record.weights));
}

QString SequenceModel::softmaxRowSummary() const
{
    return tr("Softmax, row %1: %2").arg(token()).arg(rowText(selected().softmaxWeights));
}

QStringList SequenceModel::tokenNumbers() const
{
    QStringList numbers;
    for (int j = 0; j < tokenCount(); ++j)
        numbers << QString::number(j);
    return numbers;
}

QVariantList SequenceModel::weightRecords(bool linear) const
{
    const QString masked = tr("masked");
    const QString unavailable = CoreTexts::translated(makeMessage(MessageId::Unavailable));
    QVariantList records;
    for (const TokenRecord &record : table_.tokens) {
        const std::vector<double> *row
            = linear ? (record.weights ? &*record.weights : nullptr) : &record.softmaxWeights;
        QVariantMap cells;
        // Keyed by the token numbers (tokenNumbers): token j from 0.
        for (std::size_t j = 0; j < table_.tokens.size(); ++j)
            cells.insert(QString::number(j),
                j > shownTokenIndex(record.token) ? masked
                    : row                         ? toQString(formatRounded(row->at(j)))
                                                  : unavailable);
        records.append(cells);
    }
    return records;
}

const TokenRecord &SequenceModel::selected() const
{
    // tokenPosition_ is kept within 1…N by setToken() and recompute().
    return table_.tokens.at(static_cast<std::size_t>(tokenPosition_ - 1));
}

void SequenceModel::recompute(
    const SequencePreset &sequence, const FeatureMap &map, SequenceSettings settings)
{
    table_ = computeSequence(sequence.data, map, settingsWith(settings),
        sequence.id.empty() ? std::nullopt : std::optional<std::string>(sequence.id));
    sequence_ = &sequence;
    map_ = &map;
    // Made once per table, not at every read: a 64-token sequence has 2080 weights in each.
    linearWeights_.clear();
    softmaxWeights_.clear();
    weightsLeaveUnitRange_ = false;
    hasUnavailableTokens_ = false;
    for (const TokenRecord &record : table_.tokens) {
        linearWeights_.append(record.weights ? QVariant(toList(*record.weights)) : QVariant());
        softmaxWeights_.append(QVariant(toList(record.softmaxWeights)));
        hasUnavailableTokens_ = hasUnavailableTokens_ || !record.available();
        if (record.weights)
            for (double weight : *record.weights)
                weightsLeaveUnitRange_ = weightsLeaveUnitRange_ || weight < 0 || weight > 1;
    }
    const int oldToken = tokenPosition_;
    tokenPosition_ = std::clamp(tokenPosition_, 1, tokenCount());
    updateDerivation();
    outputChart_ = ChartData::sequenceOutput(table_);
    ChartData::selectToken(outputChart_, table_, tokenPosition_);
    valuePlaneChart_ = ChartData::sequenceValuePlane(table_, tokenPosition_);
    if (tokenPosition_ != oldToken)
        emit tokenChanged();
    emit resultsChanged();
    emit tokenResultsChanged();
}

void SequenceModel::updateDerivation()
{
    derivation_->setLines(CoreTexts::derivation(
        buildSequenceDerivation(table_, map(), static_cast<std::size_t>(tokenPosition_))));
}

void SequenceModel::setDecayError(const QString &message)
{
    if (message == decayError_)
        return;
    decayError_ = message;
    emit decayErrorChanged();
}

void SequenceModel::setChunkError(const QString &message)
{
    if (message == chunkError_)
        return;
    chunkError_ = message;
    emit chunkErrorChanged();
}

QStringList SequenceModel::chartNames() const
{
    QStringList names {QStringLiteral("sequence-weights"), QStringLiteral("sequence-output")};
    if (valueDimension() == 2)
        names << QStringLiteral("sequence-values");
    return names;
}

std::string SequenceModel::tableText(ExportFormat format) const
{
    return exportSequence(table_, format);
}

std::string SequenceModel::notebookText(const FeatureMap &map, const TextRenderer &render) const
{
    SequenceTable table = table_;
    table.title = title().toStdString();
    return exportSequenceNotebook(table, map, render);
}

QString SequenceModel::exportedTableText() const
{
    return tr("Every token of the sequence (%1 tokens)").arg(table_.tokens.size());
}

QVariantMap SequenceModel::tableMenuLabels() const
{
    return {{QStringLiteral("csv"), tr("Every token as CSV…")},
        {QStringLiteral("markdown"), tr("Every token as Markdown…")},
        {QStringLiteral("latex"), tr("Every token as LaTeX…")},
        {QStringLiteral("json"), tr("Every token as JSON…")},
        {QStringLiteral("ipynb"), tr("Every token as a Jupyter notebook…")}};
}

QString SequenceModel::fileNameBase() const
{
    return QStringLiteral("%1-%2-gamma%3-C%4-token%5")
        .arg(table_.sequenceId ? QString::fromStdString(*table_.sequenceId)
                               : QStringLiteral("sequence"),
            QString::fromStdString(table_.featureMapId),
            QString::fromStdString(formatShortest(table_.settings.decay)))
        .arg(table_.settings.chunkSize)
        .arg(token());
}

QString SequenceModel::copyRefusal() const
{
    return tr("Nothing was copied: in the sequence view, save the tokens as CSV (Export menu) "
              "for a spreadsheet.");
}

} // namespace linattn
