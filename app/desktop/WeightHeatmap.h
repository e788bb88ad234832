// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QQuickPaintedItem>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// A causal N×N matrix of attention weights as a heatmap: row t holds the
// weights of token t over tokens 1…t (a row of null is Unavailable and drawn
// hatched), the upper triangle stays empty. Optionally the chunk grid: blocks
// on the diagonal framed solid (computed directly), blocks below them dashed
// (through the state). The selected row is framed. Only drawing: every number
// comes from the model. A weight's shade is its value (0…1); a negative weight
// (a map that is not non-negative, such as identity) is shaded in
// negativeColour by its size, and one above 1 is drawn full with a dot. The
// masked cells above the diagonal are hatched, so that a weight of 0 below it
// is told apart from a weight that cannot exist.
class WeightHeatmap : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QVariantList rows READ rows WRITE setRows NOTIFY rowsChanged FINAL)
    // The selected token's row, numbered from 0 as the tokens are (and labelled so); -1: none.
    Q_PROPERTY(
        int selectedRow READ selectedRow WRITE setSelectedRow NOTIFY selectedRowChanged FINAL)
    // 0: no chunk grid.
    Q_PROPERTY(int chunkSize READ chunkSize WRITE setChunkSize NOTIFY chunkSizeChanged FINAL)
    Q_PROPERTY(QColor colour MEMBER colour_ NOTIFY coloursChanged FINAL)
    Q_PROPERTY(QColor emptyColour MEMBER emptyColour_ NOTIFY coloursChanged FINAL)
    Q_PROPERTY(QColor negativeColour MEMBER negativeColour_ NOTIFY coloursChanged FINAL)
    Q_PROPERTY(QColor maskColour MEMBER maskColour_ NOTIFY coloursChanged FINAL)
    Q_PROPERTY(QColor unavailableColour MEMBER unavailableColour_ NOTIFY coloursChanged FINAL)
    Q_PROPERTY(QColor gridColour MEMBER gridColour_ NOTIFY coloursChanged FINAL)
    Q_PROPERTY(QColor selectionColour MEMBER selectionColour_ NOTIFY coloursChanged FINAL)
    Q_PROPERTY(QColor textColour MEMBER textColour_ NOTIFY coloursChanged FINAL)
    Q_PROPERTY(int fontPixelSize MEMBER fontPixelSize_ NOTIFY coloursChanged FINAL)

public:
    explicit WeightHeatmap(QQuickItem *parent = nullptr);

    QVariantList rows() const { return rows_; }
    void setRows(const QVariantList &rows);
    int selectedRow() const { return selectedRow_; }
    void setSelectedRow(int row);
    int chunkSize() const { return chunkSize_; }
    void setChunkSize(int size);

    // The row under a point of the item, numbered from 0 as the tokens are, or -1 outside the
    // matrix: a click selects that token.
    Q_INVOKABLE int rowAt(qreal x, qreal y) const;

    void paint(QPainter *painter) override;

signals:
    void rowsChanged();
    void selectedRowChanged();
    void chunkSizeChanged();
    void coloursChanged();

private:
    // The matrix's square and the room left for the token numbers.
    QRectF matrixRect() const;

    QVariantList rows_;
    int selectedRow_ = -1;
    int chunkSize_ = 0;
    QColor colour_ {0x1f, 0x5f, 0xa8};
    QColor emptyColour_ {0xf4, 0xf4, 0xf4};
    QColor negativeColour_ {0xc2, 0x41, 0x0c};
    QColor maskColour_ {0xd4, 0xd4, 0xd8};
    QColor unavailableColour_ {0xc0, 0x39, 0x2b};
    QColor gridColour_ {0x33, 0x33, 0x33};
    QColor selectionColour_ {0xe6, 0x9b, 0x00};
    QColor textColour_ {0x22, 0x22, 0x22};
    int fontPixelSize_ = 12;
};

} // namespace linattn
