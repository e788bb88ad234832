#include "CommandLine.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication::setApplicationName(QStringLiteral("linattn"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LINATTN_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("Linear Attention Reassociation"));

    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    return linattn::CommandLine::run(QCoreApplication::arguments(), out, err);
}
