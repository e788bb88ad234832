// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WeightHeatmap.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace linattn {

namespace {

QColor mixed(const QColor &from, const QColor &to, double amount)
{
    const double a = std::clamp(amount, 0.0, 1.0);
    return QColor::fromRgbF(static_cast<float>(from.redF() + (to.redF() - from.redF()) * a),
        static_cast<float>(from.greenF() + (to.greenF() - from.greenF()) * a),
        static_cast<float>(from.blueF() + (to.blueF() - from.blueF()) * a));
}

// Token numbers at every `labelStep`-th token: all of them while they fit.
int labelStep(int count, double cell, double labelWidth)
{
    for (int step : {1, 2, 4, 8, 16, 32, 64})
        if (step >= count || cell * step >= labelWidth * 1.3)
            return step;
    return count;
}

} // namespace

WeightHeatmap::WeightHeatmap(QQuickItem *parent)
    : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
    for (auto changed : {&WeightHeatmap::rowsChanged, &WeightHeatmap::selectedRowChanged,
             &WeightHeatmap::chunkSizeChanged, &WeightHeatmap::coloursChanged})
        connect(this, changed, this, [this] { update(); });
}

void WeightHeatmap::setRows(const QVariantList &rows)
{
    rows_ = rows;
    emit rowsChanged();
}

void WeightHeatmap::setSelectedRow(int row)
{
    if (row == selectedRow_)
        return;
    selectedRow_ = row;
    emit selectedRowChanged();
}

void WeightHeatmap::setChunkSize(int size)
{
    if (size == chunkSize_)
        return;
    chunkSize_ = size;
    emit chunkSizeChanged();
}

QRectF WeightHeatmap::matrixRect() const
{
    // Room for two-digit token numbers on the left and on top.
    const double margin = fontPixelSize_ * 1.6 + 4;
    const double side = std::max(0.0, std::min(width() - margin, height() - margin) - 1);
    return {margin, margin, side, side};
}

int WeightHeatmap::rowAt(qreal x, qreal y) const
{
    const int count = static_cast<int>(rows_.size());
    const QRectF matrix = matrixRect();
    if (count == 0 || !matrix.contains(x, y))
        return -1;
    const double cell = matrix.width() / count;
    return std::clamp(static_cast<int>((y - matrix.top()) / cell), 0, count - 1);
}

void WeightHeatmap::paint(QPainter *painter)
{
    const int count = static_cast<int>(rows_.size());
    if (count == 0)
        return;
    const QRectF matrix = matrixRect();
    const double cell = matrix.width() / count;
    const auto cellRect = [&](int row, int column) {
        return QRectF(
            matrix.left() + (column - 1) * cell, matrix.top() + (row - 1) * cell, cell, cell);
    };

    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->fillRect(matrix, emptyColour_);
    // The masked upper triangle: token t cannot attend to a later token.
    for (int row = 1; row < count; ++row) {
        const QRectF masked(matrix.left() + row * cell, matrix.top() + (row - 1) * cell,
            (count - row) * cell, cell);
        painter->fillRect(masked, QBrush(maskColour_, Qt::FDiagPattern));
    }
    const QColor lightUnavailable = mixed(emptyColour_, unavailableColour_, 0.25);
    for (int row = 1; row <= count; ++row) {
        const QVariant &rowValue = rows_.at(row - 1);
        if (rowValue.isNull()) {
            // Unavailable: the whole causal row hatched, no weight to show.
            const QRectF band(matrix.left(), matrix.top() + (row - 1) * cell, row * cell, cell);
            painter->fillRect(band, lightUnavailable);
            painter->fillRect(band, QBrush(unavailableColour_, Qt::BDiagPattern));
            continue;
        }
        const QVariantList weights = rowValue.toList();
        for (int column = 1; column <= std::min<int>(row, static_cast<int>(weights.size()));
             ++column) {
            const double weight = weights.at(column - 1).toDouble();
            const QRectF place = cellRect(row, column);
            painter->fillRect(place.adjusted(0, 0, 0.5, 0.5),
                mixed(emptyColour_, weight < 0 ? negativeColour_ : colour_, std::abs(weight)));
            if (std::abs(weight) > 1 && cell >= 6) {
                // Beyond the scale: full colour, and a dot in the panel's own colour.
                const double radius = cell / 6;
                painter->setPen(Qt::NoPen);
                painter->setBrush(emptyColour_);
                painter->drawEllipse(place.center(), radius, radius);
            }
        }
    }

    painter->setRenderHint(QPainter::Antialiasing, true);
    if (chunkSize_ > 0) {
        // Diagonal blocks solid (direct sums); blocks below them dashed (through the state).
        const int chunks = (count + chunkSize_ - 1) / chunkSize_;
        // Blocks a few pixels wide would bury the weights under their frames: then only the
        // diagonal blocks are outlined, faintly, and the dashed ones below are left out.
        const bool tiny = chunkSize_ * cell < 12;
        QColor faintGrid = gridColour_;
        faintGrid.setAlphaF(0.45f);
        for (int blockRow = 0; blockRow < chunks; ++blockRow) {
            for (int blockColumn = tiny ? blockRow : 0; blockColumn <= blockRow; ++blockColumn) {
                const int firstRow = blockRow * chunkSize_ + 1;
                const int firstColumn = blockColumn * chunkSize_ + 1;
                const int rowsIn = std::min(chunkSize_, count - firstRow + 1);
                const int columnsIn = std::min(chunkSize_, count - firstColumn + 1);
                const QRectF block(matrix.left() + (firstColumn - 1) * cell,
                    matrix.top() + (firstRow - 1) * cell, columnsIn * cell, rowsIn * cell);
                const bool diagonal = blockRow == blockColumn;
                QPen pen(
                    gridColour_, diagonal ? 2.0 : 1.2, diagonal ? Qt::SolidLine : Qt::DashLine);
                painter->setPen(pen);
                painter->setBrush(Qt::NoBrush);
                painter->drawRect(block.adjusted(0.5, 0.5, -0.5, -0.5));
            }
        }
    }
    // The causal edge: the diagonal's outer staircase is the matrix's own frame.
    painter->setPen(QPen(gridColour_, 1));
    painter->drawRect(matrix);

    if (selectedRow_ >= 0 && selectedRow_ < count) {
        painter->setPen(QPen(selectionColour_, 3));
        painter->drawRect(QRectF(
            matrix.left(), matrix.top() + selectedRow_ * cell, (selectedRow_ + 1) * cell, cell)
                              .adjusted(-1, -1, 1, 1));
    }

    QFont font = painter->font();
    font.setPixelSize(fontPixelSize_);
    painter->setFont(font);
    painter->setPen(textColour_);
    const QFontMetricsF metrics(font);
    const int step = labelStep(count, cell, metrics.horizontalAdvance(QStringLiteral("64")));
    for (int token = 0; token < count; ++token) {
        // Every step-th token from token 0, and always the selected row (bold), so the framed
        // row can be read off.
        const bool selected = token == selectedRow_;
        const bool regular = token % step == 0;
        const bool crowdsSelected = !selected && selectedRow_ >= 0
            && std::abs(token - selectedRow_) * cell
                < std::max(metrics.height(), metrics.horizontalAdvance(QStringLiteral("64")));
        if (!selected && (!regular || crowdsSelected))
            continue;
        font.setBold(selected);
        painter->setFont(font);
        const QString label = QString::number(token);
        const QRectF rowLabel(0, matrix.top() + token * cell, matrix.left() - 4, cell);
        painter->drawText(rowLabel, Qt::AlignRight | Qt::AlignVCenter | Qt::TextDontClip, label);
        const QRectF columnLabel(
            matrix.left() + token * cell - cell, 0, 3 * cell, matrix.top() - 2);
        painter->drawText(
            columnLabel, Qt::AlignHCenter | Qt::AlignBottom | Qt::TextDontClip, label);
    }
}

} // namespace linattn
