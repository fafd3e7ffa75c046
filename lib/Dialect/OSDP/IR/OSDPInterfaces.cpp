//===- OSDPInterfaces.cpp - the sharding rule interface -------------------===//

#include "osdp/Dialect/OSDP/IR/OSDPInterfaces.h"

#include "osdp/Dialect/OSDP/IR/OSDPInterfaces.cpp.inc"
