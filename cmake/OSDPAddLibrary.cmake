# add_osdp_library(<name> <sources...>
#                  [DEPENDS <targets...>]     e.g. tablegen targets
#                  [LINK_LIBS <targets...>]   other osdp libraries, system libs
#                  [MLIR_LIBS <components...>])
#
# MLIR components go through mlir_target_link_libraries so that, with
# MLIR_LINK_MLIR_DYLIB (the default), everything links the one libMLIR.so
# instead of pulling static archives.
function(add_osdp_library name)
  cmake_parse_arguments(ARG "" "" "DEPENDS;LINK_LIBS;MLIR_LIBS" ${ARGN})
  add_library(${name} STATIC ${ARG_UNPARSED_ARGUMENTS})
  llvm_update_compile_flags(${name})
  set_target_properties(${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
  if(ARG_LINK_LIBS)
    target_link_libraries(${name} PUBLIC ${ARG_LINK_LIBS})
  endif()
  if(ARG_MLIR_LIBS)
    mlir_target_link_libraries(${name} PUBLIC ${ARG_MLIR_LIBS})
  endif()
  set_property(GLOBAL APPEND PROPERTY OSDP_LIBS ${name})
endfunction()
