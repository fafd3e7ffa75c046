# osdp_enable_sanitizers(LIST): compiles and links everything that follows
# in this directory with -fsanitize=LIST (e.g. address,undefined). Any
# report ends the process with an error, so a test that triggers one fails.
# The top level uses it for the whole tree (OSDP_SANITIZERS), the runtime
# for its own sanitized build (OSDP_RUNTIME_SANITIZERS).
function(osdp_enable_sanitizers list)
  add_compile_options(-fsanitize=${list} -fno-sanitize-recover=all
    -fno-omit-frame-pointer)
  add_link_options(-fsanitize=${list})
endfunction()
