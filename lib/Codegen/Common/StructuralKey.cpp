//===- StructuralKey.cpp - Symbols compared up to their names -------------===//

#include "osdp/Codegen/Common/StructuralKey.h"

#include "mlir/IR/OperationSupport.h"

using namespace mlir;

std::string osdp::structuralKey(SymbolOpInterface op) {
  StringAttr name = op.getNameAttr();
  op.setName("k");
  std::string key;
  llvm::raw_string_ostream os(key);
  op->print(os, OpPrintingFlags().printGenericOpForm().useLocalScope());
  op.setName(name);
  return key;
}
