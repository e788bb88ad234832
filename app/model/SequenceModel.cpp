// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SequenceModel.h"

#include "CoreTexts.h"
#include "QtValues.h"
#include "SequenceCatalog.h"
#include "derivation.h"
#include "feature_map.h"
#include "number_format.h"
#include "sequence_derivation.h"

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

} // namespace

SequenceModel::SequenceModel(QObject *parent)
    : QObject(parent)
    , derivation_(new DerivationModel(this))
{
    const std::vector<SequencePreset> &sequences = SequenceCatalog::sequences();
    recompute(sequences.front(), *featureMaps().front(), SequenceSettings {});
}

QString SequenceModel::sequenceId() const
{
    return toQString(sequence_->id);
}

bool SequenceModel::setSequenceId(const QString &id)
{
    const SequencePreset *sequence = SequenceCatalog::find(id.toStdString());
    if (!sequence)
        return false;
    if (sequence == sequence_)
        return true;
    SequenceSettings settings = table_.settings;
    // Each sequence has its own length: C keeps to 1…N, as the command line's --chunk does.
    settings.chunkSize = clampChunkSize(settings.chunkSize, sequence->data.tokenCount());
    const int oldChunk = chunkSize();
    recompute(*sequence, *map_, settings);
    emit sequenceIdChanged();
    if (chunkSize() != oldChunk)
        emit chunkSizeChanged();
    return true;
}

QString SequenceModel::featureMapId() const
{
    return toQString(map_->id());
}

bool SequenceModel::setFeatureMapId(const QString &id)
{
    const FeatureMap *map = findFeatureMap(id.toStdString());
    if (!map)
        return false;
    if (map == map_)
        return true;
    recompute(*sequence_, *map, table_.settings);
    emit featureMapIdChanged();
    return true;
}

void SequenceModel::setToken(int token)
{
    const int clamped = std::clamp(token, 1, tokenCount());
    if (clamped == token_)
        return;
    token_ = clamped;
    updateDerivation();
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
    recompute(*sequence_, *map_, settings);
    emit chunkSizeChanged();
    return true;
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
    setDecayError({});
    const double decay = std::get<double>(parsed);
    if (decay == table_.settings.decay)
        return true;
    SequenceSettings settings = table_.settings;
    settings.decay = decay;
    recompute(*sequence_, *map_, settings);
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
    return vector(selected().S);
}

Quantity SequenceModel::stateZ() const
{
    return vector(selected().Z);
}

Quantity SequenceModel::numerator() const
{
    return number(selected().numerator);
}

Quantity SequenceModel::denominator() const
{
    return number(selected().denominator);
}

Quantity SequenceModel::recurrent() const
{
    return optionalNumber(selected().recurrent);
}

Quantity SequenceModel::parallel() const
{
    return optionalNumber(selected().parallel);
}

Quantity SequenceModel::chunkwise() const
{
    return optionalNumber(selected().chunkwise);
}

Quantity SequenceModel::softmax() const
{
    return number(selected().softmax);
}

int SequenceModel::kvCacheNumbers() const
{
    return static_cast<int>(table_.kvCacheNumbers(static_cast<std::size_t>(token_)));
}

const TokenRecord &SequenceModel::selected() const
{
    // token_ is kept within 1…N by setToken() and recompute().
    return table_.tokens.at(static_cast<std::size_t>(token_ - 1));
}

void SequenceModel::recompute(
    const SequencePreset &sequence, const FeatureMap &map, SequenceSettings settings)
{
    table_ = computeSequence(sequence.data, map, settings, sequence.id);
    sequence_ = &sequence;
    map_ = &map;
    // Made once per table, not at every read: a 64-token sequence has 2080 weights in each.
    linearWeights_.clear();
    softmaxWeights_.clear();
    for (const TokenRecord &record : table_.tokens) {
        linearWeights_.append(record.weights ? QVariant(toList(*record.weights)) : QVariant());
        softmaxWeights_.append(QVariant(toList(record.softmaxWeights)));
    }
    const int oldToken = token_;
    token_ = std::clamp(token_, 1, tokenCount());
    updateDerivation();
    if (token_ != oldToken)
        emit tokenChanged();
    emit resultsChanged();
    emit tokenResultsChanged();
}

void SequenceModel::updateDerivation()
{
    derivation_->setLines(CoreTexts::derivation(
        buildSequenceDerivation(table_, *map_, static_cast<std::size_t>(token_))));
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

} // namespace linattn
