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

# add_osdp_doc(<td-file-without-.td> <output-name> <tblgen-command> [args...])
#
# Generates <output-name>.md from ODS with mlir-tblgen and attaches it to the
# osdp-doc target, which copies every generated page into docs/dialects/ of the
# source tree (those pages are committed, so the reference reads on GitHub).
function(add_osdp_doc td_file output_name command)
  set(LLVM_TARGET_DEFINITIONS ${td_file}.td)
  tablegen(MLIR ${output_name}.md ${command} ${ARGN})
  set(doc_file ${OSDP_SOURCE_DIR}/docs/dialects/${output_name}.md)
  add_custom_command(
    OUTPUT ${doc_file}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${OSDP_SOURCE_DIR}/docs/dialects
    COMMAND ${CMAKE_COMMAND} -E copy
            ${CMAKE_CURRENT_BINARY_DIR}/${output_name}.md ${doc_file}
    DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/${output_name}.md)
  add_custom_target(${output_name}DocGen DEPENDS ${doc_file})
  set_property(GLOBAL APPEND PROPERTY OSDP_DOC_TARGETS ${output_name}DocGen)
endfunction()
