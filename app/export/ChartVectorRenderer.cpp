// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartVectorRenderer.h"

#include "GeometricClipDevice.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFont>
#include <QGraphicsScene>
#include <QJSValue>
#include <QLinearGradient>
#include <QPainter>
#include <QPen>
#include <QQmlListReference>
#include <QQuickItem>
#include <QQuickPaintedItem>
#include <QQuickWindow>
#include <QSvgGenerator>
#include <QTextDocument>

#include <algorithm>
#include <optional>

namespace linattn {

namespace {

// The resolution text sizes are given in on screen; QSvgGenerator's default of
// 72 would print every label a quarter too small.
constexpr int kScreenDpi = 96;

bool isA(const QQuickItem *item, const char *qmlTypeName)
{
    return QByteArray(item->metaObject()->className()).startsWith(qmlTypeName);
}

// The lesson's frame around a highlighted chart belongs to the lesson, not to the figure.
bool isLessonDecoration(const QQuickItem *item)
{
    return isA(item, "HighlightFrame");
}

bool isCover(const QQuickItem *item)
{
    return isA(item, "ConcealedCover");
}

QGraphicsScene *chartScene(QQuickItem *item)
{
    return item->findChild<QGraphicsScene *>(QString(), Qt::FindDirectChildrenOnly);
}

bool isChartView(const QQuickItem *item)
{
    return item->inherits("QDeclarativeChart") || item->inherits("DeclarativeChart");
}

QRectF localRect(const QQuickItem *item)
{
    return QRectF(0, 0, item->width(), item->height());
}

// A shown cover over the chart (its child, or an item laid on it from outside).
QQuickItem *coverOver(QQuickItem *chart)
{
    QQuickWindow *window = chart->window();
    QQuickItem *top = window ? window->contentItem() : chart;
    const QRectF chartArea = chart->mapRectToScene(localRect(chart));
    QQuickItem *found = nullptr;
    const auto visit = [&](const auto &self, QQuickItem *item) -> void {
        if (found || !item->isVisible())
            return;
        if (isCover(item)) {
            const QRectF covered = item->mapRectToScene(localRect(item)).intersected(chartArea);
            if (covered.width() * covered.height() >= 0.5 * chartArea.width() * chartArea.height())
                found = item;
            return;
        }
        for (QQuickItem *child : item->childItems())
            self(self, child);
    };
    visit(visit, top);
    return found;
}

// A Rectangle's Gradient { GradientStop … } as a linear gradient over the item, or none.
std::optional<QLinearGradient> gradientOf(const QQuickItem *item)
{
    QObject *gradient = item->property("gradient").value<QJSValue>().toQObject();
    if (!gradient)
        return std::nullopt;
    QQmlListReference stops(gradient, "stops");
    if (!stops.isValid() || stops.count() == 0)
        return std::nullopt;
    // Gradient.Vertical is 1, Gradient.Horizontal 2.
    const bool horizontal = gradient->property("orientation").toInt() == 2;
    QLinearGradient linear(0, 0, horizontal ? item->width() : 0, horizontal ? 0 : item->height());
    for (qsizetype i = 0; i < stops.count(); ++i) {
        const QObject *stop = stops.at(i);
        linear.setColorAt(
            stop->property("position").toReal(), stop->property("color").value<QColor>());
    }
    return linear;
}

void drawRectangle(const QQuickItem *item, QPainter &painter)
{
    const std::optional<QLinearGradient> gradient = gradientOf(item);
    const QColor fill = gradient ? QColor(Qt::black) : item->property("color").value<QColor>();
    qreal borderWidth = 0;
    QColor borderColour;
    if (const auto *border = item->property("border").value<QObject *>()) {
        borderWidth = border->property("width").toReal();
        borderColour = border->property("color").value<QColor>();
    }
    const qreal radius = item->property("radius").toReal();
    const bool hasBorder = borderWidth > 0 && borderColour.alpha() > 0;
    if (fill.alpha() == 0 && !hasBorder)
        return;
    // Qt Quick draws the border inside the rectangle.
    const QRectF outline = hasBorder ? localRect(item).adjusted(
                               borderWidth / 2, borderWidth / 2, -borderWidth / 2, -borderWidth / 2)
                                     : localRect(item);
    painter.setPen(hasBorder ? QPen(borderColour, borderWidth) : QPen(Qt::NoPen));
    painter.setBrush(gradient  ? QBrush(*gradient)
            : fill.alpha() > 0 ? QBrush(fill)
                               : QBrush(Qt::NoBrush));
    if (radius > 0)
        painter.drawRoundedRect(outline, radius, radius);
    else
        painter.drawRect(outline);
}

// QML's Text (and Label) enums have Qt::Alignment's values.
void drawText(const QQuickItem *item, QPainter &painter)
{
    const QString text = item->property("text").toString();
    if (text.isEmpty())
        return;
    QFont font = item->property("font").value<QFont>();
    // No ligatures: "prefix" in the file reads (and is found) as typed.
    font.setStyleStrategy(QFont::PreferNoShaping);
    const QColor colour = item->property("color").value<QColor>();
    const QRectF box = localRect(item).adjusted(item->property("leftPadding").toReal(),
        item->property("topPadding").toReal(), -item->property("rightPadding").toReal(),
        -item->property("bottomPadding").toReal());
    const int horizontal = item->property("effectiveHorizontalAlignment").toInt();
    const int vertical = item->property("verticalAlignment").toInt();
    const bool wraps = item->property("wrapMode").toInt() != 0;
    // Text.RichText and Text.StyledText, or automatic text that looks like markup.
    const int format = item->property("textFormat").toInt();
    const bool rich = format == 1 || format == 4 || (format == 2 && Qt::mightBeRichText(text));
    if (!rich) {
        painter.setFont(font);
        painter.setPen(colour);
        painter.drawText(box, horizontal | vertical | (wraps ? Qt::TextWordWrap : 0), text);
        return;
    }
    QTextDocument document;
    document.setDefaultFont(font);
    document.setDocumentMargin(0);
    document.setHtml(text);
    document.setTextWidth(box.width());
    QTextOption option = document.defaultTextOption();
    option.setAlignment(Qt::Alignment(horizontal));
    document.setDefaultTextOption(option);
    const qreal height = document.size().height();
    qreal top = box.top();
    if (vertical & Qt::AlignVCenter)
        top += (box.height() - height) / 2;
    else if (vertical & Qt::AlignBottom)
        top += box.height() - height;
    painter.save();
    painter.translate(box.left(), top);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, colour);
    document.documentLayout()->draw(&painter, context);
    painter.restore();
}

QQuickItem *shownCoverAmong(const QList<QQuickItem *> &children)
{
    for (QQuickItem *child : children)
        if (child->isVisible() && isCover(child))
            return child;
    return nullptr;
}

struct Walk {
    QQuickItem *root;
    QTransform base; // root's coordinates to the target's
};

void drawItem(const Walk &walk, QQuickItem *item, QPainter &painter, qreal opacity);

void drawChildren(const Walk &walk, QQuickItem *item, QPainter &painter, qreal opacity)
{
    QList<QQuickItem *> children = item->childItems();
    // Qt Quick paints siblings by z, then in the order they were declared.
    std::stable_sort(children.begin(), children.end(),
        [](const QQuickItem *a, const QQuickItem *b) { return a->z() < b->z(); });
    for (QQuickItem *child : children)
        drawItem(walk, child, painter, opacity);
}

void drawItem(const Walk &walk, QQuickItem *item, QPainter &painter, qreal opacity)
{
    if (!item->isVisible() || item->opacity() <= 0 || isLessonDecoration(item))
        return;
    opacity *= item->opacity();
    bool mapped = false;
    const QTransform toRoot = item->itemTransform(walk.root, &mapped);
    if (!mapped)
        return;
    painter.save();
    painter.setTransform(toRoot * walk.base);
    painter.setOpacity(opacity);
    if (item->clip())
        painter.setClipRect(localRect(item), Qt::IntersectClip);

    // A cover fills its parent: neither the parent's own drawing nor the cover's siblings
    // (a heatmap under its panel's cover) may reach the file, only the cover.
    if (QQuickItem *cover = shownCoverAmong(item->childItems())) {
        drawItem(walk, cover, painter, opacity);
        painter.restore();
        return;
    }
    if (isChartView(item)) {
        if (QGraphicsScene *scene = chartScene(item))
            scene->render(&painter, localRect(item), localRect(item), Qt::IgnoreAspectRatio);
    } else if (auto *painted = qobject_cast<QQuickPaintedItem *>(item)) {
        if (painted->fillColor().alpha() > 0)
            painter.fillRect(localRect(item), painted->fillColor());
        painted->paint(&painter);
    } else if (item->inherits("QQuickRectangle")) {
        drawRectangle(item, painter);
    } else if (item->inherits("QQuickText")) {
        drawText(item, painter);
    }
    drawChildren(walk, item, painter, opacity);
    painter.restore();
}

} // namespace

QString ChartVectorRenderer::draw(QQuickItem *chart, QPainter &painter, const QRectF &target)
{
    if (!chart || chart->width() <= 0 || chart->height() <= 0)
        return tr("the chart is not on screen");
    if (isChartView(chart) && !chartScene(chart))
        return tr("this version of Qt Charts does not let the chart be drawn as vector graphics");

    // The chart as it is now: a change of state lays out its axes and legend through posted
    // layout requests, which the window would handle before its next frame.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    painter.save();
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    QTransform base = painter.transform();
    base.translate(target.left(), target.top());
    base.scale(target.width() / chart->width(), target.height() / chart->height());
    painter.setTransform(base);
    painter.setClipRect(localRect(chart), Qt::IntersectClip);
    if (QQuickItem *cover = coverOver(chart)) {
        // Only the cover, placed as it lies over the chart.
        painter.fillRect(localRect(chart), Qt::white);
        drawItem(Walk {chart, base}, cover, painter, 1.0);
    } else {
        drawItem(Walk {chart, base}, chart, painter, 1.0);
    }
    painter.restore();
    return {};
}

QPicture ChartVectorRenderer::picture(QQuickItem *chart)
{
    QPicture picture;
    if (!chart || chart->width() <= 0 || chart->height() <= 0)
        return picture;
    const QRectF area(0, 0, chart->width(), chart->height());
    QString error;
    {
        QPainter painter(&picture);
        error = draw(chart, painter, area);
    }
    if (!error.isEmpty())
        return QPicture();
    picture.setBoundingRect(area.toAlignedRect());
    return picture;
}

QByteArray ChartVectorRenderer::svg(QQuickItem *chart, const QString &title, QString *whyNot)
{
    if (!chart || chart->width() <= 0 || chart->height() <= 0) {
        if (whyNot)
            *whyNot = tr("the chart is not on screen");
        return {};
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    const QSizeF size(chart->width(), chart->height());
    generator.setSize(size.toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), size));
    generator.setResolution(kScreenDpi);
    generator.setTitle(title);
    generator.setDescription(tr("Exported from Linear Attention Reassociation"));
    QString error;
    {
        // Through a device that cuts each shape to its clip: the generator writes no clip paths.
        QPainter svgPainter(&generator);
        GeometricClipDevice clipping(&svgPainter, size.toSize(), kScreenDpi);
        QPainter painter(&clipping);
        error = draw(chart, painter, QRectF(QPointF(0, 0), size));
    }
    if (!error.isEmpty()) {
        if (whyNot)
            *whyNot = error;
        return {};
    }
    return bytes;
}

} // namespace linattn
