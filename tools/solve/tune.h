/* tune.h: ludi-solve's tune command (tune.c). */
#ifndef LUDI_TOOLS_TUNE_H
#define LUDI_TOOLS_TUNE_H

int tune_main(int argc, char **argv);

#endif
