# cmake -DINPUT=file -DOUTPUT=file.inc -DNAME=symbol -P EmbedText.cmake
# Writes INPUT (text without NUL bytes, such as PTX) as a C++ string
# constant NAME, NUL-terminated as the CUDA driver reads PTX.
file(READ ${INPUT} text)
file(WRITE ${OUTPUT}
  "// Generated from ${INPUT} by EmbedText.cmake; do not edit.\n"
  "static const char ${NAME}[] = R\"osdp_embedded(${text})osdp_embedded\";\n")
