// libxml2's HTML parser, for reading saved recipe web pages (cookbook import).
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU; its ICU headers clash with Foundation's own copy of
// ICU in one Swift module. Nothing here uses libxml2's ICU encoders, so leave them out.
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/parser.h>
