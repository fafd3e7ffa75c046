# cmake -DINPUT=<file> -DOUTPUT=<file.inc> -P EmbedBytes.cmake
#
# Writes the bytes of INPUT as a comma-separated list of hexadecimal
# literals, to be included in a char array initializer: a file kept as
# itself in the source tree (the plan report's page) becomes part of a
# tool without a string literal's length limits.
file(READ "${INPUT}" bytes HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${bytes}")
# One line per 32 bytes keeps the generated file readable by compilers'
# diagnostics and editors.
string(REGEX REPLACE "((0x..,){32})" "\\1\n" bytes "${bytes}")
file(WRITE "${OUTPUT}.tmp" "${bytes}\n")
file(RENAME "${OUTPUT}.tmp" "${OUTPUT}")
