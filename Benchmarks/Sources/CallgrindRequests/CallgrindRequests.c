// The requests are inline functions in include/CallgrindRequests.h; a C target needs a source.
#include "CallgrindRequests.h"
