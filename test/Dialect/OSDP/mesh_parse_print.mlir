// RUN: osdp-opt %s -o %t && osdp-opt %t | FileCheck %s

// CHECK: osdp.mesh @mesh = <[dp = 4, tp = 2]>
osdp.mesh @mesh = <[dp = 4, tp = 2]>

// A single device: no axes.
// CHECK: osdp.mesh @single = <[]>
osdp.mesh @single = <[]>

// Size-1 axes are legal (the same program text serves several mesh shapes).
// CHECK: osdp.mesh @unit = <[x = 1, y = 8]>
osdp.mesh @unit = <[x = 1, y = 8]>

// Names that are not identifiers are quoted; identifiers print bare.
// CHECK: osdp.mesh @quoted = <["data-parallel" = 2, tp = 2]>
osdp.mesh @quoted = <["data-parallel" = 2, "tp" = 2]>

// The mesh attribute alone, as passes hand it around.
// CHECK: func.func private @mesh_attr() attributes {m = #osdp.mesh<[a = 2, b = 3]>}
func.func private @mesh_attr() attributes {m = #osdp.mesh<[a = 2, b = 3]>}

// A device order: the device at mesh position p is device_ids[p]. The
// identity order is the default and is not printed.
// CHECK: osdp.mesh @ordered = <[x = 2, y = 2], device_ids = [3, 1, 2, 0]>
osdp.mesh @ordered = <[x = 2, y = 2], device_ids = [3, 1, 2, 0]>
// CHECK: osdp.mesh @identity = <[x = 2, y = 2]>
osdp.mesh @identity = <[x = 2, y = 2], device_ids = [0, 1, 2, 3]>
