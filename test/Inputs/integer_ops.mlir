module @jit_integer_ops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xi8>, %arg1: tensor<16xi8>, %arg2: tensor<16xi16>, %arg3: tensor<16xi16>, %arg4: tensor<16xi32>, %arg5: tensor<16xi32>, %arg6: tensor<16xi64>, %arg7: tensor<16xi64>, %arg8: tensor<16xui8>, %arg9: tensor<16xui8>, %arg10: tensor<16xui16>, %arg11: tensor<16xui16>, %arg12: tensor<16xui32>, %arg13: tensor<16xui32>, %arg14: tensor<16xui64>, %arg15: tensor<16xui64>) -> (tensor<172xi8> {jax.result_info = "result[0]"}, tensor<172xi8> {jax.result_info = "result[1]"}, tensor<172xi8> {jax.result_info = "result[2]"}, tensor<172xi8> {jax.result_info = "result[3]"}, tensor<172xi8> {jax.result_info = "result[4]"}, tensor<172xi8> {jax.result_info = "result[5]"}, tensor<172xi8> {jax.result_info = "result[6]"}, tensor<172xi8> {jax.result_info = "result[7]"}, tensor<172xi8> {jax.result_info = "result[8]"}, tensor<172xi8> {jax.result_info = "result[9]"}, tensor<172xi8> {jax.result_info = "result[10]"}, tensor<172xi8> {jax.result_info = "result[11]"}, tensor<172xi8> {jax.result_info = "result[12]"}, tensor<172xi8> {jax.result_info = "result[13]"}, tensor<172xi8> {jax.result_info = "result[14]"}, tensor<172xi8> {jax.result_info = "result[15]"}, tensor<172xi8> {jax.result_info = "result[16]"}, tensor<172xi8> {jax.result_info = "result[17]"}, tensor<172xi8> {jax.result_info = "result[18]"}, tensor<172xi8> {jax.result_info = "result[19]"}, tensor<172xi8> {jax.result_info = "result[20]"}, tensor<172xi8> {jax.result_info = "result[21]"}, tensor<172xi8> {jax.result_info = "result[22]"}, tensor<172xi8> {jax.result_info = "result[23]"}, tensor<172xf32> {jax.result_info = "result[24]"}, tensor<172xf64> {jax.result_info = "result[25]"}, tensor<16xi8> {jax.result_info = "result[26]"}, tensor<172xi16> {jax.result_info = "result[27]"}, tensor<172xi32> {jax.result_info = "result[28]"}, tensor<172xi64> {jax.result_info = "result[29]"}, tensor<172xui8> {jax.result_info = "result[30]"}, tensor<172xui16> {jax.result_info = "result[31]"}, tensor<172xui32> {jax.result_info = "result[32]"}, tensor<172xui64> {jax.result_info = "result[33]"}, tensor<i8> {jax.result_info = "result[34]"}, tensor<i8> {jax.result_info = "result[35]"}, tensor<i8> {jax.result_info = "result[36]"}, tensor<i32> {jax.result_info = "result[37]"}, tensor<172xi8> {jax.result_info = "result[38]"}, tensor<i8> {jax.result_info = "result[39]"}, tensor<172xi16> {jax.result_info = "result[40]"}, tensor<172xi16> {jax.result_info = "result[41]"}, tensor<172xi16> {jax.result_info = "result[42]"}, tensor<172xi16> {jax.result_info = "result[43]"}, tensor<172xi16> {jax.result_info = "result[44]"}, tensor<172xi16> {jax.result_info = "result[45]"}, tensor<172xi16> {jax.result_info = "result[46]"}, tensor<172xi16> {jax.result_info = "result[47]"}, tensor<172xi16> {jax.result_info = "result[48]"}, tensor<172xi16> {jax.result_info = "result[49]"}, tensor<172xi16> {jax.result_info = "result[50]"}, tensor<172xi16> {jax.result_info = "result[51]"}, tensor<172xi16> {jax.result_info = "result[52]"}, tensor<172xi16> {jax.result_info = "result[53]"}, tensor<172xi16> {jax.result_info = "result[54]"}, tensor<172xi16> {jax.result_info = "result[55]"}, tensor<172xi16> {jax.result_info = "result[56]"}, tensor<172xi16> {jax.result_info = "result[57]"}, tensor<172xi16> {jax.result_info = "result[58]"}, tensor<172xi16> {jax.result_info = "result[59]"}, tensor<172xi16> {jax.result_info = "result[60]"}, tensor<172xi16> {jax.result_info = "result[61]"}, tensor<172xi16> {jax.result_info = "result[62]"}, tensor<172xi16> {jax.result_info = "result[63]"}, tensor<172xf32> {jax.result_info = "result[64]"}, tensor<172xf64> {jax.result_info = "result[65]"}, tensor<16xi16> {jax.result_info = "result[66]"}, tensor<172xi8> {jax.result_info = "result[67]"}, tensor<172xi32> {jax.result_info = "result[68]"}, tensor<172xi64> {jax.result_info = "result[69]"}, tensor<172xui8> {jax.result_info = "result[70]"}, tensor<172xui16> {jax.result_info = "result[71]"}, tensor<172xui32> {jax.result_info = "result[72]"}, tensor<172xui64> {jax.result_info = "result[73]"}, tensor<i16> {jax.result_info = "result[74]"}, tensor<i16> {jax.result_info = "result[75]"}, tensor<i16> {jax.result_info = "result[76]"}, tensor<i32> {jax.result_info = "result[77]"}, tensor<172xi16> {jax.result_info = "result[78]"}, tensor<i16> {jax.result_info = "result[79]"}, tensor<172xi32> {jax.result_info = "result[80]"}, tensor<172xi32> {jax.result_info = "result[81]"}, tensor<172xi32> {jax.result_info = "result[82]"}, tensor<172xi32> {jax.result_info = "result[83]"}, tensor<172xi32> {jax.result_info = "result[84]"}, tensor<172xi32> {jax.result_info = "result[85]"}, tensor<172xi32> {jax.result_info = "result[86]"}, tensor<172xi32> {jax.result_info = "result[87]"}, tensor<172xi32> {jax.result_info = "result[88]"}, tensor<172xi32> {jax.result_info = "result[89]"}, tensor<172xi32> {jax.result_info = "result[90]"}, tensor<172xi32> {jax.result_info = "result[91]"}, tensor<172xi32> {jax.result_info = "result[92]"}, tensor<172xi32> {jax.result_info = "result[93]"}, tensor<172xi32> {jax.result_info = "result[94]"}, tensor<172xi32> {jax.result_info = "result[95]"}, tensor<172xi32> {jax.result_info = "result[96]"}, tensor<172xi32> {jax.result_info = "result[97]"}, tensor<172xi32> {jax.result_info = "result[98]"}, tensor<172xi32> {jax.result_info = "result[99]"}, tensor<172xi32> {jax.result_info = "result[100]"}, tensor<172xi32> {jax.result_info = "result[101]"}, tensor<172xi32> {jax.result_info = "result[102]"}, tensor<172xi32> {jax.result_info = "result[103]"}, tensor<172xf32> {jax.result_info = "result[104]"}, tensor<172xf64> {jax.result_info = "result[105]"}, tensor<16xi32> {jax.result_info = "result[106]"}, tensor<172xi8> {jax.result_info = "result[107]"}, tensor<172xi16> {jax.result_info = "result[108]"}, tensor<172xi64> {jax.result_info = "result[109]"}, tensor<172xui8> {jax.result_info = "result[110]"}, tensor<172xui16> {jax.result_info = "result[111]"}, tensor<172xui32> {jax.result_info = "result[112]"}, tensor<172xui64> {jax.result_info = "result[113]"}, tensor<i32> {jax.result_info = "result[114]"}, tensor<i32> {jax.result_info = "result[115]"}, tensor<i32> {jax.result_info = "result[116]"}, tensor<i32> {jax.result_info = "result[117]"}, tensor<172xi32> {jax.result_info = "result[118]"}, tensor<i32> {jax.result_info = "result[119]"}, tensor<172xi64> {jax.result_info = "result[120]"}, tensor<172xi64> {jax.result_info = "result[121]"}, tensor<172xi64> {jax.result_info = "result[122]"}, tensor<172xi64> {jax.result_info = "result[123]"}, tensor<172xi64> {jax.result_info = "result[124]"}, tensor<172xi64> {jax.result_info = "result[125]"}, tensor<172xi64> {jax.result_info = "result[126]"}, tensor<172xi64> {jax.result_info = "result[127]"}, tensor<172xi64> {jax.result_info = "result[128]"}, tensor<172xi64> {jax.result_info = "result[129]"}, tensor<172xi64> {jax.result_info = "result[130]"}, tensor<172xi64> {jax.result_info = "result[131]"}, tensor<172xi64> {jax.result_info = "result[132]"}, tensor<172xi64> {jax.result_info = "result[133]"}, tensor<172xi64> {jax.result_info = "result[134]"}, tensor<172xi64> {jax.result_info = "result[135]"}, tensor<172xi64> {jax.result_info = "result[136]"}, tensor<172xi64> {jax.result_info = "result[137]"}, tensor<172xi64> {jax.result_info = "result[138]"}, tensor<172xi64> {jax.result_info = "result[139]"}, tensor<172xi64> {jax.result_info = "result[140]"}, tensor<172xi64> {jax.result_info = "result[141]"}, tensor<172xi64> {jax.result_info = "result[142]"}, tensor<172xi64> {jax.result_info = "result[143]"}, tensor<172xf32> {jax.result_info = "result[144]"}, tensor<172xf64> {jax.result_info = "result[145]"}, tensor<16xi64> {jax.result_info = "result[146]"}, tensor<172xi8> {jax.result_info = "result[147]"}, tensor<172xi16> {jax.result_info = "result[148]"}, tensor<172xi32> {jax.result_info = "result[149]"}, tensor<172xui8> {jax.result_info = "result[150]"}, tensor<172xui16> {jax.result_info = "result[151]"}, tensor<172xui32> {jax.result_info = "result[152]"}, tensor<172xui64> {jax.result_info = "result[153]"}, tensor<i64> {jax.result_info = "result[154]"}, tensor<i64> {jax.result_info = "result[155]"}, tensor<i64> {jax.result_info = "result[156]"}, tensor<i32> {jax.result_info = "result[157]"}, tensor<172xi64> {jax.result_info = "result[158]"}, tensor<i64> {jax.result_info = "result[159]"}, tensor<172xui8> {jax.result_info = "result[160]"}, tensor<172xui8> {jax.result_info = "result[161]"}, tensor<172xui8> {jax.result_info = "result[162]"}, tensor<172xui8> {jax.result_info = "result[163]"}, tensor<172xui8> {jax.result_info = "result[164]"}, tensor<172xui8> {jax.result_info = "result[165]"}, tensor<172xui8> {jax.result_info = "result[166]"}, tensor<172xui8> {jax.result_info = "result[167]"}, tensor<172xui8> {jax.result_info = "result[168]"}, tensor<172xui8> {jax.result_info = "result[169]"}, tensor<172xui8> {jax.result_info = "result[170]"}, tensor<172xui8> {jax.result_info = "result[171]"}, tensor<172xui8> {jax.result_info = "result[172]"}, tensor<172xui8> {jax.result_info = "result[173]"}, tensor<172xui8> {jax.result_info = "result[174]"}, tensor<172xui8> {jax.result_info = "result[175]"}, tensor<172xui8> {jax.result_info = "result[176]"}, tensor<172xui8> {jax.result_info = "result[177]"}, tensor<172xui8> {jax.result_info = "result[178]"}, tensor<172xui8> {jax.result_info = "result[179]"}, tensor<172xui8> {jax.result_info = "result[180]"}, tensor<172xui8> {jax.result_info = "result[181]"}, tensor<172xf32> {jax.result_info = "result[182]"}, tensor<172xf64> {jax.result_info = "result[183]"}, tensor<16xui8> {jax.result_info = "result[184]"}, tensor<172xi8> {jax.result_info = "result[185]"}, tensor<172xi16> {jax.result_info = "result[186]"}, tensor<172xi32> {jax.result_info = "result[187]"}, tensor<172xi64> {jax.result_info = "result[188]"}, tensor<172xui16> {jax.result_info = "result[189]"}, tensor<172xui32> {jax.result_info = "result[190]"}, tensor<172xui64> {jax.result_info = "result[191]"}, tensor<ui8> {jax.result_info = "result[192]"}, tensor<ui8> {jax.result_info = "result[193]"}, tensor<ui8> {jax.result_info = "result[194]"}, tensor<i32> {jax.result_info = "result[195]"}, tensor<172xui8> {jax.result_info = "result[196]"}, tensor<ui8> {jax.result_info = "result[197]"}, tensor<172xui16> {jax.result_info = "result[198]"}, tensor<172xui16> {jax.result_info = "result[199]"}, tensor<172xui16> {jax.result_info = "result[200]"}, tensor<172xui16> {jax.result_info = "result[201]"}, tensor<172xui16> {jax.result_info = "result[202]"}, tensor<172xui16> {jax.result_info = "result[203]"}, tensor<172xui16> {jax.result_info = "result[204]"}, tensor<172xui16> {jax.result_info = "result[205]"}, tensor<172xui16> {jax.result_info = "result[206]"}, tensor<172xui16> {jax.result_info = "result[207]"}, tensor<172xui16> {jax.result_info = "result[208]"}, tensor<172xui16> {jax.result_info = "result[209]"}, tensor<172xui16> {jax.result_info = "result[210]"}, tensor<172xui16> {jax.result_info = "result[211]"}, tensor<172xui16> {jax.result_info = "result[212]"}, tensor<172xui16> {jax.result_info = "result[213]"}, tensor<172xui16> {jax.result_info = "result[214]"}, tensor<172xui16> {jax.result_info = "result[215]"}, tensor<172xui16> {jax.result_info = "result[216]"}, tensor<172xui16> {jax.result_info = "result[217]"}, tensor<172xui16> {jax.result_info = "result[218]"}, tensor<172xui16> {jax.result_info = "result[219]"}, tensor<172xf32> {jax.result_info = "result[220]"}, tensor<172xf64> {jax.result_info = "result[221]"}, tensor<16xui16> {jax.result_info = "result[222]"}, tensor<172xi8> {jax.result_info = "result[223]"}, tensor<172xi16> {jax.result_info = "result[224]"}, tensor<172xi32> {jax.result_info = "result[225]"}, tensor<172xi64> {jax.result_info = "result[226]"}, tensor<172xui8> {jax.result_info = "result[227]"}, tensor<172xui32> {jax.result_info = "result[228]"}, tensor<172xui64> {jax.result_info = "result[229]"}, tensor<ui16> {jax.result_info = "result[230]"}, tensor<ui16> {jax.result_info = "result[231]"}, tensor<ui16> {jax.result_info = "result[232]"}, tensor<i32> {jax.result_info = "result[233]"}, tensor<172xui16> {jax.result_info = "result[234]"}, tensor<ui16> {jax.result_info = "result[235]"}, tensor<172xui32> {jax.result_info = "result[236]"}, tensor<172xui32> {jax.result_info = "result[237]"}, tensor<172xui32> {jax.result_info = "result[238]"}, tensor<172xui32> {jax.result_info = "result[239]"}, tensor<172xui32> {jax.result_info = "result[240]"}, tensor<172xui32> {jax.result_info = "result[241]"}, tensor<172xui32> {jax.result_info = "result[242]"}, tensor<172xui32> {jax.result_info = "result[243]"}, tensor<172xui32> {jax.result_info = "result[244]"}, tensor<172xui32> {jax.result_info = "result[245]"}, tensor<172xui32> {jax.result_info = "result[246]"}, tensor<172xui32> {jax.result_info = "result[247]"}, tensor<172xui32> {jax.result_info = "result[248]"}, tensor<172xui32> {jax.result_info = "result[249]"}, tensor<172xui32> {jax.result_info = "result[250]"}, tensor<172xui32> {jax.result_info = "result[251]"}, tensor<172xui32> {jax.result_info = "result[252]"}, tensor<172xui32> {jax.result_info = "result[253]"}, tensor<172xui32> {jax.result_info = "result[254]"}, tensor<172xui32> {jax.result_info = "result[255]"}, tensor<172xui32> {jax.result_info = "result[256]"}, tensor<172xui32> {jax.result_info = "result[257]"}, tensor<172xf32> {jax.result_info = "result[258]"}, tensor<172xf64> {jax.result_info = "result[259]"}, tensor<16xui32> {jax.result_info = "result[260]"}, tensor<172xi8> {jax.result_info = "result[261]"}, tensor<172xi16> {jax.result_info = "result[262]"}, tensor<172xi32> {jax.result_info = "result[263]"}, tensor<172xi64> {jax.result_info = "result[264]"}, tensor<172xui8> {jax.result_info = "result[265]"}, tensor<172xui16> {jax.result_info = "result[266]"}, tensor<172xui64> {jax.result_info = "result[267]"}, tensor<ui32> {jax.result_info = "result[268]"}, tensor<ui32> {jax.result_info = "result[269]"}, tensor<ui32> {jax.result_info = "result[270]"}, tensor<i32> {jax.result_info = "result[271]"}, tensor<172xui32> {jax.result_info = "result[272]"}, tensor<ui32> {jax.result_info = "result[273]"}, tensor<172xui64> {jax.result_info = "result[274]"}, tensor<172xui64> {jax.result_info = "result[275]"}, tensor<172xui64> {jax.result_info = "result[276]"}, tensor<172xui64> {jax.result_info = "result[277]"}, tensor<172xui64> {jax.result_info = "result[278]"}, tensor<172xui64> {jax.result_info = "result[279]"}, tensor<172xui64> {jax.result_info = "result[280]"}, tensor<172xui64> {jax.result_info = "result[281]"}, tensor<172xui64> {jax.result_info = "result[282]"}, tensor<172xui64> {jax.result_info = "result[283]"}, tensor<172xui64> {jax.result_info = "result[284]"}, tensor<172xui64> {jax.result_info = "result[285]"}, tensor<172xui64> {jax.result_info = "result[286]"}, tensor<172xui64> {jax.result_info = "result[287]"}, tensor<172xui64> {jax.result_info = "result[288]"}, tensor<172xui64> {jax.result_info = "result[289]"}, tensor<172xui64> {jax.result_info = "result[290]"}, tensor<172xui64> {jax.result_info = "result[291]"}, tensor<172xui64> {jax.result_info = "result[292]"}, tensor<172xui64> {jax.result_info = "result[293]"}, tensor<172xui64> {jax.result_info = "result[294]"}, tensor<172xui64> {jax.result_info = "result[295]"}, tensor<172xf32> {jax.result_info = "result[296]"}, tensor<172xf64> {jax.result_info = "result[297]"}, tensor<16xui64> {jax.result_info = "result[298]"}, tensor<172xi8> {jax.result_info = "result[299]"}, tensor<172xi16> {jax.result_info = "result[300]"}, tensor<172xi32> {jax.result_info = "result[301]"}, tensor<172xi64> {jax.result_info = "result[302]"}, tensor<172xui8> {jax.result_info = "result[303]"}, tensor<172xui16> {jax.result_info = "result[304]"}, tensor<172xui32> {jax.result_info = "result[305]"}, tensor<ui64> {jax.result_info = "result[306]"}, tensor<ui64> {jax.result_info = "result[307]"}, tensor<ui64> {jax.result_info = "result[308]"}, tensor<i32> {jax.result_info = "result[309]"}, tensor<172xui64> {jax.result_info = "result[310]"}, tensor<ui64> {jax.result_info = "result[311]"}) {
    %c = stablehlo.constant dense<[-128, 127, -127, 126, 0, 1, 2, 3, -1, -2, -3, -64]> : tensor<12xi8>
    %c_0 = stablehlo.constant dense<[-32768, 32767, -32767, 32766, 0, 1, 2, 3, -1, -2, -3, -16384]> : tensor<12xi16>
    %c_1 = stablehlo.constant dense<[-2147483648, 2147483647, -2147483647, 2147483646, 0, 1, 2, 3, -1, -2, -3, -1073741824]> : tensor<12xi32>
    %c_2 = stablehlo.constant dense<[-9223372036854775808, 9223372036854775807, -9223372036854775807, 9223372036854775806, 0, 1, 2, 3, -1, -2, -3, -4611686018427387904]> : tensor<12xi64>
    %c_3 = stablehlo.constant dense<[0, 255, 1, 254, 0, 1, 2, 3, 127, 128, 5, 7]> : tensor<12xui8>
    %c_4 = stablehlo.constant dense<[0, 65535, 1, 65534, 0, 1, 2, 3, 32767, 32768, 5, 7]> : tensor<12xui16>
    %c_5 = stablehlo.constant dense<[0, 4294967295, 1, 4294967294, 0, 1, 2, 3, 2147483647, 2147483648, 5, 7]> : tensor<12xui32>
    %c_6 = stablehlo.constant dense<[0, 18446744073709551615, 1, 18446744073709551614, 0, 1, 2, 3, 9223372036854775807, 9223372036854775808, 5, 7]> : tensor<12xui64>
    %c_7 = stablehlo.constant dense<2> : tensor<i8>
    %0 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i8>) -> tensor<16xi8>
    %1 = stablehlo.subtract %arg0, %0 : tensor<16xi8>
    %c_8 = stablehlo.constant dense<1> : tensor<i8>
    %2 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i8>) -> tensor<16xi8>
    %3 = stablehlo.subtract %arg1, %2 : tensor<16xi8>
    %4 = stablehlo.broadcast_in_dim %c, dims = [0] : (tensor<12xi8>) -> tensor<12x12xi8>
    %5 = stablehlo.reshape %4 : (tensor<12x12xi8>) -> tensor<144xi8>
    %6 = stablehlo.concatenate %1, %5, %c, dim = 0 : (tensor<16xi8>, tensor<144xi8>, tensor<12xi8>) -> tensor<172xi8>
    %7 = stablehlo.reshape %c : (tensor<12xi8>) -> tensor<1x12xi8>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x12xi8>) -> tensor<12x12xi8>
    %9 = stablehlo.reshape %8 : (tensor<12x12xi8>) -> tensor<144xi8>
    %10 = stablehlo.reverse %c, dims = [0] : tensor<12xi8>
    %11 = stablehlo.concatenate %3, %9, %10, dim = 0 : (tensor<16xi8>, tensor<144xi8>, tensor<12xi8>) -> tensor<172xi8>
    %12 = stablehlo.abs %6 : tensor<172xi8>
    %13 = stablehlo.negate %6 : tensor<172xi8>
    %14 = stablehlo.sign %6 : tensor<172xi8>
    %15 = stablehlo.count_leading_zeros %6 : tensor<172xi8>
    %16 = stablehlo.popcnt %6 : tensor<172xi8>
    %17 = stablehlo.not %6 : tensor<172xi8>
    %18 = stablehlo.convert %11 : (tensor<172xi8>) -> tensor<172xi32>
    %c_9 = stablehlo.constant dense<2147483647> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %20 = stablehlo.and %18, %19 : tensor<172xi32>
    %c_10 = stablehlo.constant dense<17> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %22 = stablehlo.remainder %20, %21 : tensor<172xi32>
    %23 = stablehlo.convert %22 : (tensor<172xi32>) -> tensor<172xi8>
    %24 = stablehlo.convert %11 : (tensor<172xi8>) -> tensor<172xi32>
    %c_11 = stablehlo.constant dense<2147483647> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %26 = stablehlo.and %24, %25 : tensor<172xi32>
    %c_12 = stablehlo.constant dense<9> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %28 = stablehlo.remainder %26, %27 : tensor<172xi32>
    %29 = stablehlo.convert %28 : (tensor<172xi32>) -> tensor<172xi8>
    %30 = stablehlo.add %6, %11 : tensor<172xi8>
    %31 = stablehlo.subtract %6, %11 : tensor<172xi8>
    %32 = stablehlo.multiply %6, %11 : tensor<172xi8>
    %33 = stablehlo.divide %6, %11 : tensor<172xi8>
    %34 = stablehlo.remainder %6, %11 : tensor<172xi8>
    %35 = stablehlo.maximum %6, %11 : tensor<172xi8>
    %36 = stablehlo.minimum %6, %11 : tensor<172xi8>
    %37 = stablehlo.minimum %6, %11 : tensor<172xi8>
    %38 = stablehlo.maximum %6, %11 : tensor<172xi8>
    %39 = stablehlo.clamp %37, %6, %38 : tensor<172xi8>
    %c_13 = stablehlo.constant dense<0> : tensor<i8>
    %40 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i8>) -> tensor<172xi8>
    %41 = stablehlo.compare EQ, %6, %40, SIGNED : (tensor<172xi8>, tensor<172xi8>) -> tensor<172xi1>
    %c_14 = stablehlo.constant dense<0> : tensor<i8>
    %42 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i8>) -> tensor<172xi8>
    %43 = stablehlo.compare NE, %29, %42, SIGNED : (tensor<172xi8>, tensor<172xi8>) -> tensor<172xi1>
    %44 = stablehlo.and %41, %43 : tensor<172xi1>
    %c_15 = stablehlo.constant dense<0> : tensor<i8>
    %c_16 = stablehlo.constant dense<1> : tensor<i8>
    %45 = call @_where(%44, %c_15, %c_16) : (tensor<172xi1>, tensor<i8>, tensor<i8>) -> tensor<172xi8>
    %c_17 = stablehlo.constant dense<1> : tensor<i8>
    %46 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i8>) -> tensor<172xi8>
    %47 = stablehlo.and %29, %46 : tensor<172xi8>
    %48 = stablehlo.multiply %45, %6 : tensor<172xi8>
    %49 = call @_where_0(%47, %48, %45) : (tensor<172xi8>, tensor<172xi8>, tensor<172xi8>) -> tensor<172xi8>
    %50 = stablehlo.multiply %6, %6 : tensor<172xi8>
    %c_18 = stablehlo.constant dense<1> : tensor<i8>
    %51 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i8>) -> tensor<172xi8>
    %52 = stablehlo.shift_right_logical %29, %51 : tensor<172xi8>
    %c_19 = stablehlo.constant dense<1> : tensor<i8>
    %53 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i8>) -> tensor<172xi8>
    %54 = stablehlo.and %52, %53 : tensor<172xi8>
    %55 = stablehlo.multiply %49, %50 : tensor<172xi8>
    %56 = call @_where_0(%54, %55, %49) : (tensor<172xi8>, tensor<172xi8>, tensor<172xi8>) -> tensor<172xi8>
    %57 = stablehlo.multiply %50, %50 : tensor<172xi8>
    %c_20 = stablehlo.constant dense<1> : tensor<i8>
    %58 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i8>) -> tensor<172xi8>
    %59 = stablehlo.shift_right_logical %52, %58 : tensor<172xi8>
    %c_21 = stablehlo.constant dense<1> : tensor<i8>
    %60 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i8>) -> tensor<172xi8>
    %61 = stablehlo.and %59, %60 : tensor<172xi8>
    %62 = stablehlo.multiply %56, %57 : tensor<172xi8>
    %63 = call @_where_0(%61, %62, %56) : (tensor<172xi8>, tensor<172xi8>, tensor<172xi8>) -> tensor<172xi8>
    %64 = stablehlo.multiply %57, %57 : tensor<172xi8>
    %c_22 = stablehlo.constant dense<1> : tensor<i8>
    %65 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i8>) -> tensor<172xi8>
    %66 = stablehlo.shift_right_logical %59, %65 : tensor<172xi8>
    %c_23 = stablehlo.constant dense<1> : tensor<i8>
    %67 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i8>) -> tensor<172xi8>
    %68 = stablehlo.and %66, %67 : tensor<172xi8>
    %69 = stablehlo.multiply %63, %64 : tensor<172xi8>
    %70 = call @_where_0(%68, %69, %63) : (tensor<172xi8>, tensor<172xi8>, tensor<172xi8>) -> tensor<172xi8>
    %71 = stablehlo.multiply %64, %64 : tensor<172xi8>
    %c_24 = stablehlo.constant dense<1> : tensor<i8>
    %72 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i8>) -> tensor<172xi8>
    %73 = stablehlo.shift_right_logical %66, %72 : tensor<172xi8>
    %c_25 = stablehlo.constant dense<1> : tensor<i8>
    %74 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i8>) -> tensor<172xi8>
    %75 = stablehlo.and %73, %74 : tensor<172xi8>
    %76 = stablehlo.multiply %70, %71 : tensor<172xi8>
    %77 = call @_where_0(%75, %76, %70) : (tensor<172xi8>, tensor<172xi8>, tensor<172xi8>) -> tensor<172xi8>
    %78 = stablehlo.multiply %71, %71 : tensor<172xi8>
    %c_26 = stablehlo.constant dense<1> : tensor<i8>
    %79 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i8>) -> tensor<172xi8>
    %80 = stablehlo.shift_right_logical %73, %79 : tensor<172xi8>
    %c_27 = stablehlo.constant dense<1> : tensor<i8>
    %81 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i8>) -> tensor<172xi8>
    %82 = stablehlo.and %80, %81 : tensor<172xi8>
    %83 = stablehlo.multiply %77, %78 : tensor<172xi8>
    %84 = call @_where_0(%82, %83, %77) : (tensor<172xi8>, tensor<172xi8>, tensor<172xi8>) -> tensor<172xi8>
    %85 = stablehlo.shift_left %6, %23 : tensor<172xi8>
    %86 = stablehlo.shift_right_arithmetic %6, %23 : tensor<172xi8>
    %87 = stablehlo.shift_right_logical %6, %23 : tensor<172xi8>
    %88 = stablehlo.and %6, %11 : tensor<172xi8>
    %89 = stablehlo.or %6, %11 : tensor<172xi8>
    %90 = stablehlo.xor %6, %11 : tensor<172xi8>
    %91 = stablehlo.compare LT, %6, %11, SIGNED : (tensor<172xi8>, tensor<172xi8>) -> tensor<172xi1>
    %92 = stablehlo.convert %91 : (tensor<172xi1>) -> tensor<172xi8>
    %93 = stablehlo.compare GE, %6, %11, SIGNED : (tensor<172xi8>, tensor<172xi8>) -> tensor<172xi1>
    %94 = stablehlo.convert %93 : (tensor<172xi1>) -> tensor<172xi8>
    %95 = stablehlo.compare EQ, %6, %11, SIGNED : (tensor<172xi8>, tensor<172xi8>) -> tensor<172xi1>
    %96 = stablehlo.convert %95 : (tensor<172xi1>) -> tensor<172xi8>
    %97 = stablehlo.convert %6 : (tensor<172xi8>) -> tensor<172xf32>
    %98 = stablehlo.convert %6 : (tensor<172xi8>) -> tensor<172xf64>
    %99 = stablehlo.slice %6 [0:16] : (tensor<172xi8>) -> tensor<16xi8>
    %100 = stablehlo.convert %99 : (tensor<16xi8>) -> tensor<16xf32>
    %101 = stablehlo.convert %100 : (tensor<16xf32>) -> tensor<16xi8>
    %102 = stablehlo.convert %6 : (tensor<172xi8>) -> tensor<172xi16>
    %103 = stablehlo.convert %6 : (tensor<172xi8>) -> tensor<172xi32>
    %104 = stablehlo.convert %6 : (tensor<172xi8>) -> tensor<172xi64>
    %105 = stablehlo.convert %6 : (tensor<172xi8>) -> tensor<172xui8>
    %106 = stablehlo.convert %6 : (tensor<172xi8>) -> tensor<172xui16>
    %107 = stablehlo.convert %6 : (tensor<172xi8>) -> tensor<172xui32>
    %108 = stablehlo.convert %6 : (tensor<172xi8>) -> tensor<172xui64>
    %c_28 = stablehlo.constant dense<0> : tensor<i8>
    %109 = stablehlo.reduce(%6 init: %c_28) applies stablehlo.add across dimensions = [0] : (tensor<172xi8>, tensor<i8>) -> tensor<i8>
    %c_29 = stablehlo.constant dense<-128> : tensor<i8>
    %110 = stablehlo.reduce(%6 init: %c_29) applies stablehlo.maximum across dimensions = [0] : (tensor<172xi8>, tensor<i8>) -> tensor<i8>
    %c_30 = stablehlo.constant dense<127> : tensor<i8>
    %111 = stablehlo.reduce(%6 init: %c_30) applies stablehlo.minimum across dimensions = [0] : (tensor<172xi8>, tensor<i8>) -> tensor<i8>
    %112 = call @argmax(%6) : (tensor<172xi8>) -> tensor<i64>
    %113 = stablehlo.convert %112 : (tensor<i64>) -> tensor<i32>
    %114 = call @cumsum(%6) : (tensor<172xi8>) -> tensor<172xi8>
    %115 = stablehlo.slice %6 [0:16] : (tensor<172xi8>) -> tensor<16xi8>
    %c_31 = stablehlo.constant dense<1> : tensor<i8>
    %116 = stablehlo.reduce(%115 init: %c_31) applies stablehlo.multiply across dimensions = [0] : (tensor<16xi8>, tensor<i8>) -> tensor<i8>
    %c_32 = stablehlo.constant dense<2> : tensor<i16>
    %117 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i16>) -> tensor<16xi16>
    %118 = stablehlo.subtract %arg2, %117 : tensor<16xi16>
    %c_33 = stablehlo.constant dense<1> : tensor<i16>
    %119 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i16>) -> tensor<16xi16>
    %120 = stablehlo.subtract %arg3, %119 : tensor<16xi16>
    %121 = stablehlo.broadcast_in_dim %c_0, dims = [0] : (tensor<12xi16>) -> tensor<12x12xi16>
    %122 = stablehlo.reshape %121 : (tensor<12x12xi16>) -> tensor<144xi16>
    %123 = stablehlo.concatenate %118, %122, %c_0, dim = 0 : (tensor<16xi16>, tensor<144xi16>, tensor<12xi16>) -> tensor<172xi16>
    %124 = stablehlo.reshape %c_0 : (tensor<12xi16>) -> tensor<1x12xi16>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<1x12xi16>) -> tensor<12x12xi16>
    %126 = stablehlo.reshape %125 : (tensor<12x12xi16>) -> tensor<144xi16>
    %127 = stablehlo.reverse %c_0, dims = [0] : tensor<12xi16>
    %128 = stablehlo.concatenate %120, %126, %127, dim = 0 : (tensor<16xi16>, tensor<144xi16>, tensor<12xi16>) -> tensor<172xi16>
    %129 = stablehlo.abs %123 : tensor<172xi16>
    %130 = stablehlo.negate %123 : tensor<172xi16>
    %131 = stablehlo.sign %123 : tensor<172xi16>
    %132 = stablehlo.count_leading_zeros %123 : tensor<172xi16>
    %133 = stablehlo.popcnt %123 : tensor<172xi16>
    %134 = stablehlo.not %123 : tensor<172xi16>
    %135 = stablehlo.convert %128 : (tensor<172xi16>) -> tensor<172xi32>
    %c_34 = stablehlo.constant dense<2147483647> : tensor<i32>
    %136 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %137 = stablehlo.and %135, %136 : tensor<172xi32>
    %c_35 = stablehlo.constant dense<33> : tensor<i32>
    %138 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %139 = stablehlo.remainder %137, %138 : tensor<172xi32>
    %140 = stablehlo.convert %139 : (tensor<172xi32>) -> tensor<172xi16>
    %141 = stablehlo.convert %128 : (tensor<172xi16>) -> tensor<172xi32>
    %c_36 = stablehlo.constant dense<2147483647> : tensor<i32>
    %142 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %143 = stablehlo.and %141, %142 : tensor<172xi32>
    %c_37 = stablehlo.constant dense<9> : tensor<i32>
    %144 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %145 = stablehlo.remainder %143, %144 : tensor<172xi32>
    %146 = stablehlo.convert %145 : (tensor<172xi32>) -> tensor<172xi16>
    %147 = stablehlo.add %123, %128 : tensor<172xi16>
    %148 = stablehlo.subtract %123, %128 : tensor<172xi16>
    %149 = stablehlo.multiply %123, %128 : tensor<172xi16>
    %150 = stablehlo.divide %123, %128 : tensor<172xi16>
    %151 = stablehlo.remainder %123, %128 : tensor<172xi16>
    %152 = stablehlo.maximum %123, %128 : tensor<172xi16>
    %153 = stablehlo.minimum %123, %128 : tensor<172xi16>
    %154 = stablehlo.minimum %123, %128 : tensor<172xi16>
    %155 = stablehlo.maximum %123, %128 : tensor<172xi16>
    %156 = stablehlo.clamp %154, %123, %155 : tensor<172xi16>
    %c_38 = stablehlo.constant dense<0> : tensor<i16>
    %157 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i16>) -> tensor<172xi16>
    %158 = stablehlo.compare EQ, %123, %157, SIGNED : (tensor<172xi16>, tensor<172xi16>) -> tensor<172xi1>
    %c_39 = stablehlo.constant dense<0> : tensor<i16>
    %159 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i16>) -> tensor<172xi16>
    %160 = stablehlo.compare NE, %146, %159, SIGNED : (tensor<172xi16>, tensor<172xi16>) -> tensor<172xi1>
    %161 = stablehlo.and %158, %160 : tensor<172xi1>
    %c_40 = stablehlo.constant dense<0> : tensor<i16>
    %c_41 = stablehlo.constant dense<1> : tensor<i16>
    %162 = call @_where_2(%161, %c_40, %c_41) : (tensor<172xi1>, tensor<i16>, tensor<i16>) -> tensor<172xi16>
    %c_42 = stablehlo.constant dense<1> : tensor<i16>
    %163 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i16>) -> tensor<172xi16>
    %164 = stablehlo.and %146, %163 : tensor<172xi16>
    %165 = stablehlo.multiply %162, %123 : tensor<172xi16>
    %166 = call @_where_3(%164, %165, %162) : (tensor<172xi16>, tensor<172xi16>, tensor<172xi16>) -> tensor<172xi16>
    %167 = stablehlo.multiply %123, %123 : tensor<172xi16>
    %c_43 = stablehlo.constant dense<1> : tensor<i16>
    %168 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i16>) -> tensor<172xi16>
    %169 = stablehlo.shift_right_logical %146, %168 : tensor<172xi16>
    %c_44 = stablehlo.constant dense<1> : tensor<i16>
    %170 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i16>) -> tensor<172xi16>
    %171 = stablehlo.and %169, %170 : tensor<172xi16>
    %172 = stablehlo.multiply %166, %167 : tensor<172xi16>
    %173 = call @_where_3(%171, %172, %166) : (tensor<172xi16>, tensor<172xi16>, tensor<172xi16>) -> tensor<172xi16>
    %174 = stablehlo.multiply %167, %167 : tensor<172xi16>
    %c_45 = stablehlo.constant dense<1> : tensor<i16>
    %175 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i16>) -> tensor<172xi16>
    %176 = stablehlo.shift_right_logical %169, %175 : tensor<172xi16>
    %c_46 = stablehlo.constant dense<1> : tensor<i16>
    %177 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i16>) -> tensor<172xi16>
    %178 = stablehlo.and %176, %177 : tensor<172xi16>
    %179 = stablehlo.multiply %173, %174 : tensor<172xi16>
    %180 = call @_where_3(%178, %179, %173) : (tensor<172xi16>, tensor<172xi16>, tensor<172xi16>) -> tensor<172xi16>
    %181 = stablehlo.multiply %174, %174 : tensor<172xi16>
    %c_47 = stablehlo.constant dense<1> : tensor<i16>
    %182 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i16>) -> tensor<172xi16>
    %183 = stablehlo.shift_right_logical %176, %182 : tensor<172xi16>
    %c_48 = stablehlo.constant dense<1> : tensor<i16>
    %184 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i16>) -> tensor<172xi16>
    %185 = stablehlo.and %183, %184 : tensor<172xi16>
    %186 = stablehlo.multiply %180, %181 : tensor<172xi16>
    %187 = call @_where_3(%185, %186, %180) : (tensor<172xi16>, tensor<172xi16>, tensor<172xi16>) -> tensor<172xi16>
    %188 = stablehlo.multiply %181, %181 : tensor<172xi16>
    %c_49 = stablehlo.constant dense<1> : tensor<i16>
    %189 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i16>) -> tensor<172xi16>
    %190 = stablehlo.shift_right_logical %183, %189 : tensor<172xi16>
    %c_50 = stablehlo.constant dense<1> : tensor<i16>
    %191 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i16>) -> tensor<172xi16>
    %192 = stablehlo.and %190, %191 : tensor<172xi16>
    %193 = stablehlo.multiply %187, %188 : tensor<172xi16>
    %194 = call @_where_3(%192, %193, %187) : (tensor<172xi16>, tensor<172xi16>, tensor<172xi16>) -> tensor<172xi16>
    %195 = stablehlo.multiply %188, %188 : tensor<172xi16>
    %c_51 = stablehlo.constant dense<1> : tensor<i16>
    %196 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i16>) -> tensor<172xi16>
    %197 = stablehlo.shift_right_logical %190, %196 : tensor<172xi16>
    %c_52 = stablehlo.constant dense<1> : tensor<i16>
    %198 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i16>) -> tensor<172xi16>
    %199 = stablehlo.and %197, %198 : tensor<172xi16>
    %200 = stablehlo.multiply %194, %195 : tensor<172xi16>
    %201 = call @_where_3(%199, %200, %194) : (tensor<172xi16>, tensor<172xi16>, tensor<172xi16>) -> tensor<172xi16>
    %202 = stablehlo.shift_left %123, %140 : tensor<172xi16>
    %203 = stablehlo.shift_right_arithmetic %123, %140 : tensor<172xi16>
    %204 = stablehlo.shift_right_logical %123, %140 : tensor<172xi16>
    %205 = stablehlo.and %123, %128 : tensor<172xi16>
    %206 = stablehlo.or %123, %128 : tensor<172xi16>
    %207 = stablehlo.xor %123, %128 : tensor<172xi16>
    %208 = stablehlo.compare LT, %123, %128, SIGNED : (tensor<172xi16>, tensor<172xi16>) -> tensor<172xi1>
    %209 = stablehlo.convert %208 : (tensor<172xi1>) -> tensor<172xi16>
    %210 = stablehlo.compare GE, %123, %128, SIGNED : (tensor<172xi16>, tensor<172xi16>) -> tensor<172xi1>
    %211 = stablehlo.convert %210 : (tensor<172xi1>) -> tensor<172xi16>
    %212 = stablehlo.compare EQ, %123, %128, SIGNED : (tensor<172xi16>, tensor<172xi16>) -> tensor<172xi1>
    %213 = stablehlo.convert %212 : (tensor<172xi1>) -> tensor<172xi16>
    %214 = stablehlo.convert %123 : (tensor<172xi16>) -> tensor<172xf32>
    %215 = stablehlo.convert %123 : (tensor<172xi16>) -> tensor<172xf64>
    %216 = stablehlo.slice %123 [0:16] : (tensor<172xi16>) -> tensor<16xi16>
    %217 = stablehlo.convert %216 : (tensor<16xi16>) -> tensor<16xf32>
    %218 = stablehlo.convert %217 : (tensor<16xf32>) -> tensor<16xi16>
    %219 = stablehlo.convert %123 : (tensor<172xi16>) -> tensor<172xi8>
    %220 = stablehlo.convert %123 : (tensor<172xi16>) -> tensor<172xi32>
    %221 = stablehlo.convert %123 : (tensor<172xi16>) -> tensor<172xi64>
    %222 = stablehlo.convert %123 : (tensor<172xi16>) -> tensor<172xui8>
    %223 = stablehlo.convert %123 : (tensor<172xi16>) -> tensor<172xui16>
    %224 = stablehlo.convert %123 : (tensor<172xi16>) -> tensor<172xui32>
    %225 = stablehlo.convert %123 : (tensor<172xi16>) -> tensor<172xui64>
    %c_53 = stablehlo.constant dense<0> : tensor<i16>
    %226 = stablehlo.reduce(%123 init: %c_53) applies stablehlo.add across dimensions = [0] : (tensor<172xi16>, tensor<i16>) -> tensor<i16>
    %c_54 = stablehlo.constant dense<-32768> : tensor<i16>
    %227 = stablehlo.reduce(%123 init: %c_54) applies stablehlo.maximum across dimensions = [0] : (tensor<172xi16>, tensor<i16>) -> tensor<i16>
    %c_55 = stablehlo.constant dense<32767> : tensor<i16>
    %228 = stablehlo.reduce(%123 init: %c_55) applies stablehlo.minimum across dimensions = [0] : (tensor<172xi16>, tensor<i16>) -> tensor<i16>
    %229 = call @argmax_4(%123) : (tensor<172xi16>) -> tensor<i64>
    %230 = stablehlo.convert %229 : (tensor<i64>) -> tensor<i32>
    %231 = call @cumsum_5(%123) : (tensor<172xi16>) -> tensor<172xi16>
    %232 = stablehlo.slice %123 [0:16] : (tensor<172xi16>) -> tensor<16xi16>
    %c_56 = stablehlo.constant dense<1> : tensor<i16>
    %233 = stablehlo.reduce(%232 init: %c_56) applies stablehlo.multiply across dimensions = [0] : (tensor<16xi16>, tensor<i16>) -> tensor<i16>
    %c_57 = stablehlo.constant dense<2> : tensor<i32>
    %234 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %235 = stablehlo.subtract %arg4, %234 : tensor<16xi32>
    %c_58 = stablehlo.constant dense<1> : tensor<i32>
    %236 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %237 = stablehlo.subtract %arg5, %236 : tensor<16xi32>
    %238 = stablehlo.broadcast_in_dim %c_1, dims = [0] : (tensor<12xi32>) -> tensor<12x12xi32>
    %239 = stablehlo.reshape %238 : (tensor<12x12xi32>) -> tensor<144xi32>
    %240 = stablehlo.concatenate %235, %239, %c_1, dim = 0 : (tensor<16xi32>, tensor<144xi32>, tensor<12xi32>) -> tensor<172xi32>
    %241 = stablehlo.reshape %c_1 : (tensor<12xi32>) -> tensor<1x12xi32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1] : (tensor<1x12xi32>) -> tensor<12x12xi32>
    %243 = stablehlo.reshape %242 : (tensor<12x12xi32>) -> tensor<144xi32>
    %244 = stablehlo.reverse %c_1, dims = [0] : tensor<12xi32>
    %245 = stablehlo.concatenate %237, %243, %244, dim = 0 : (tensor<16xi32>, tensor<144xi32>, tensor<12xi32>) -> tensor<172xi32>
    %246 = stablehlo.abs %240 : tensor<172xi32>
    %247 = stablehlo.negate %240 : tensor<172xi32>
    %248 = stablehlo.sign %240 : tensor<172xi32>
    %249 = stablehlo.count_leading_zeros %240 : tensor<172xi32>
    %250 = stablehlo.popcnt %240 : tensor<172xi32>
    %251 = stablehlo.not %240 : tensor<172xi32>
    %c_59 = stablehlo.constant dense<2147483647> : tensor<i32>
    %252 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %253 = stablehlo.and %245, %252 : tensor<172xi32>
    %c_60 = stablehlo.constant dense<65> : tensor<i32>
    %254 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %255 = stablehlo.remainder %253, %254 : tensor<172xi32>
    %c_61 = stablehlo.constant dense<2147483647> : tensor<i32>
    %256 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %257 = stablehlo.and %245, %256 : tensor<172xi32>
    %c_62 = stablehlo.constant dense<9> : tensor<i32>
    %258 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %259 = stablehlo.remainder %257, %258 : tensor<172xi32>
    %260 = stablehlo.add %240, %245 : tensor<172xi32>
    %261 = stablehlo.subtract %240, %245 : tensor<172xi32>
    %262 = stablehlo.multiply %240, %245 : tensor<172xi32>
    %263 = stablehlo.divide %240, %245 : tensor<172xi32>
    %264 = stablehlo.remainder %240, %245 : tensor<172xi32>
    %265 = stablehlo.maximum %240, %245 : tensor<172xi32>
    %266 = stablehlo.minimum %240, %245 : tensor<172xi32>
    %267 = stablehlo.minimum %240, %245 : tensor<172xi32>
    %268 = stablehlo.maximum %240, %245 : tensor<172xi32>
    %269 = stablehlo.clamp %267, %240, %268 : tensor<172xi32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %270 = stablehlo.broadcast_in_dim %c_63, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %271 = stablehlo.compare EQ, %240, %270, SIGNED : (tensor<172xi32>, tensor<172xi32>) -> tensor<172xi1>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %272 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %273 = stablehlo.compare NE, %259, %272, SIGNED : (tensor<172xi32>, tensor<172xi32>) -> tensor<172xi1>
    %274 = stablehlo.and %271, %273 : tensor<172xi1>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %c_66 = stablehlo.constant dense<1> : tensor<i32>
    %275 = call @_where_7(%274, %c_65, %c_66) : (tensor<172xi1>, tensor<i32>, tensor<i32>) -> tensor<172xi32>
    %c_67 = stablehlo.constant dense<1> : tensor<i32>
    %276 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %277 = stablehlo.and %259, %276 : tensor<172xi32>
    %278 = stablehlo.multiply %275, %240 : tensor<172xi32>
    %279 = call @_where_8(%277, %278, %275) : (tensor<172xi32>, tensor<172xi32>, tensor<172xi32>) -> tensor<172xi32>
    %280 = stablehlo.multiply %240, %240 : tensor<172xi32>
    %c_68 = stablehlo.constant dense<1> : tensor<i32>
    %281 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %282 = stablehlo.shift_right_logical %259, %281 : tensor<172xi32>
    %c_69 = stablehlo.constant dense<1> : tensor<i32>
    %283 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %284 = stablehlo.and %282, %283 : tensor<172xi32>
    %285 = stablehlo.multiply %279, %280 : tensor<172xi32>
    %286 = call @_where_8(%284, %285, %279) : (tensor<172xi32>, tensor<172xi32>, tensor<172xi32>) -> tensor<172xi32>
    %287 = stablehlo.multiply %280, %280 : tensor<172xi32>
    %c_70 = stablehlo.constant dense<1> : tensor<i32>
    %288 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %289 = stablehlo.shift_right_logical %282, %288 : tensor<172xi32>
    %c_71 = stablehlo.constant dense<1> : tensor<i32>
    %290 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %291 = stablehlo.and %289, %290 : tensor<172xi32>
    %292 = stablehlo.multiply %286, %287 : tensor<172xi32>
    %293 = call @_where_8(%291, %292, %286) : (tensor<172xi32>, tensor<172xi32>, tensor<172xi32>) -> tensor<172xi32>
    %294 = stablehlo.multiply %287, %287 : tensor<172xi32>
    %c_72 = stablehlo.constant dense<1> : tensor<i32>
    %295 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %296 = stablehlo.shift_right_logical %289, %295 : tensor<172xi32>
    %c_73 = stablehlo.constant dense<1> : tensor<i32>
    %297 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %298 = stablehlo.and %296, %297 : tensor<172xi32>
    %299 = stablehlo.multiply %293, %294 : tensor<172xi32>
    %300 = call @_where_8(%298, %299, %293) : (tensor<172xi32>, tensor<172xi32>, tensor<172xi32>) -> tensor<172xi32>
    %301 = stablehlo.multiply %294, %294 : tensor<172xi32>
    %c_74 = stablehlo.constant dense<1> : tensor<i32>
    %302 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %303 = stablehlo.shift_right_logical %296, %302 : tensor<172xi32>
    %c_75 = stablehlo.constant dense<1> : tensor<i32>
    %304 = stablehlo.broadcast_in_dim %c_75, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %305 = stablehlo.and %303, %304 : tensor<172xi32>
    %306 = stablehlo.multiply %300, %301 : tensor<172xi32>
    %307 = call @_where_8(%305, %306, %300) : (tensor<172xi32>, tensor<172xi32>, tensor<172xi32>) -> tensor<172xi32>
    %308 = stablehlo.multiply %301, %301 : tensor<172xi32>
    %c_76 = stablehlo.constant dense<1> : tensor<i32>
    %309 = stablehlo.broadcast_in_dim %c_76, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %310 = stablehlo.shift_right_logical %303, %309 : tensor<172xi32>
    %c_77 = stablehlo.constant dense<1> : tensor<i32>
    %311 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %312 = stablehlo.and %310, %311 : tensor<172xi32>
    %313 = stablehlo.multiply %307, %308 : tensor<172xi32>
    %314 = call @_where_8(%312, %313, %307) : (tensor<172xi32>, tensor<172xi32>, tensor<172xi32>) -> tensor<172xi32>
    %315 = stablehlo.shift_left %240, %255 : tensor<172xi32>
    %316 = stablehlo.shift_right_arithmetic %240, %255 : tensor<172xi32>
    %317 = stablehlo.shift_right_logical %240, %255 : tensor<172xi32>
    %318 = stablehlo.and %240, %245 : tensor<172xi32>
    %319 = stablehlo.or %240, %245 : tensor<172xi32>
    %320 = stablehlo.xor %240, %245 : tensor<172xi32>
    %321 = stablehlo.compare LT, %240, %245, SIGNED : (tensor<172xi32>, tensor<172xi32>) -> tensor<172xi1>
    %322 = stablehlo.convert %321 : (tensor<172xi1>) -> tensor<172xi32>
    %323 = stablehlo.compare GE, %240, %245, SIGNED : (tensor<172xi32>, tensor<172xi32>) -> tensor<172xi1>
    %324 = stablehlo.convert %323 : (tensor<172xi1>) -> tensor<172xi32>
    %325 = stablehlo.compare EQ, %240, %245, SIGNED : (tensor<172xi32>, tensor<172xi32>) -> tensor<172xi1>
    %326 = stablehlo.convert %325 : (tensor<172xi1>) -> tensor<172xi32>
    %327 = stablehlo.convert %240 : (tensor<172xi32>) -> tensor<172xf32>
    %328 = stablehlo.convert %240 : (tensor<172xi32>) -> tensor<172xf64>
    %329 = stablehlo.slice %240 [0:16] : (tensor<172xi32>) -> tensor<16xi32>
    %330 = stablehlo.convert %329 : (tensor<16xi32>) -> tensor<16xf32>
    %331 = stablehlo.convert %330 : (tensor<16xf32>) -> tensor<16xi32>
    %332 = stablehlo.convert %240 : (tensor<172xi32>) -> tensor<172xi8>
    %333 = stablehlo.convert %240 : (tensor<172xi32>) -> tensor<172xi16>
    %334 = stablehlo.convert %240 : (tensor<172xi32>) -> tensor<172xi64>
    %335 = stablehlo.convert %240 : (tensor<172xi32>) -> tensor<172xui8>
    %336 = stablehlo.convert %240 : (tensor<172xi32>) -> tensor<172xui16>
    %337 = stablehlo.convert %240 : (tensor<172xi32>) -> tensor<172xui32>
    %338 = stablehlo.convert %240 : (tensor<172xi32>) -> tensor<172xui64>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %339 = stablehlo.reduce(%240 init: %c_78) applies stablehlo.add across dimensions = [0] : (tensor<172xi32>, tensor<i32>) -> tensor<i32>
    %c_79 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %340 = stablehlo.reduce(%240 init: %c_79) applies stablehlo.maximum across dimensions = [0] : (tensor<172xi32>, tensor<i32>) -> tensor<i32>
    %c_80 = stablehlo.constant dense<2147483647> : tensor<i32>
    %341 = stablehlo.reduce(%240 init: %c_80) applies stablehlo.minimum across dimensions = [0] : (tensor<172xi32>, tensor<i32>) -> tensor<i32>
    %342 = call @argmax_9(%240) : (tensor<172xi32>) -> tensor<i64>
    %343 = stablehlo.convert %342 : (tensor<i64>) -> tensor<i32>
    %344 = call @cumsum_10(%240) : (tensor<172xi32>) -> tensor<172xi32>
    %345 = stablehlo.slice %240 [0:16] : (tensor<172xi32>) -> tensor<16xi32>
    %c_81 = stablehlo.constant dense<1> : tensor<i32>
    %346 = stablehlo.reduce(%345 init: %c_81) applies stablehlo.multiply across dimensions = [0] : (tensor<16xi32>, tensor<i32>) -> tensor<i32>
    %c_82 = stablehlo.constant dense<2> : tensor<i64>
    %347 = stablehlo.broadcast_in_dim %c_82, dims = [] : (tensor<i64>) -> tensor<16xi64>
    %348 = stablehlo.subtract %arg6, %347 : tensor<16xi64>
    %c_83 = stablehlo.constant dense<1> : tensor<i64>
    %349 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<i64>) -> tensor<16xi64>
    %350 = stablehlo.subtract %arg7, %349 : tensor<16xi64>
    %351 = stablehlo.broadcast_in_dim %c_2, dims = [0] : (tensor<12xi64>) -> tensor<12x12xi64>
    %352 = stablehlo.reshape %351 : (tensor<12x12xi64>) -> tensor<144xi64>
    %353 = stablehlo.concatenate %348, %352, %c_2, dim = 0 : (tensor<16xi64>, tensor<144xi64>, tensor<12xi64>) -> tensor<172xi64>
    %354 = stablehlo.reshape %c_2 : (tensor<12xi64>) -> tensor<1x12xi64>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1] : (tensor<1x12xi64>) -> tensor<12x12xi64>
    %356 = stablehlo.reshape %355 : (tensor<12x12xi64>) -> tensor<144xi64>
    %357 = stablehlo.reverse %c_2, dims = [0] : tensor<12xi64>
    %358 = stablehlo.concatenate %350, %356, %357, dim = 0 : (tensor<16xi64>, tensor<144xi64>, tensor<12xi64>) -> tensor<172xi64>
    %359 = stablehlo.abs %353 : tensor<172xi64>
    %360 = stablehlo.negate %353 : tensor<172xi64>
    %361 = stablehlo.sign %353 : tensor<172xi64>
    %362 = stablehlo.count_leading_zeros %353 : tensor<172xi64>
    %363 = stablehlo.popcnt %353 : tensor<172xi64>
    %364 = stablehlo.not %353 : tensor<172xi64>
    %365 = stablehlo.convert %358 : (tensor<172xi64>) -> tensor<172xi32>
    %c_84 = stablehlo.constant dense<2147483647> : tensor<i32>
    %366 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %367 = stablehlo.and %365, %366 : tensor<172xi32>
    %c_85 = stablehlo.constant dense<129> : tensor<i32>
    %368 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %369 = stablehlo.remainder %367, %368 : tensor<172xi32>
    %370 = stablehlo.convert %369 : (tensor<172xi32>) -> tensor<172xi64>
    %371 = stablehlo.convert %358 : (tensor<172xi64>) -> tensor<172xi32>
    %c_86 = stablehlo.constant dense<2147483647> : tensor<i32>
    %372 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %373 = stablehlo.and %371, %372 : tensor<172xi32>
    %c_87 = stablehlo.constant dense<9> : tensor<i32>
    %374 = stablehlo.broadcast_in_dim %c_87, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %375 = stablehlo.remainder %373, %374 : tensor<172xi32>
    %376 = stablehlo.convert %375 : (tensor<172xi32>) -> tensor<172xi64>
    %377 = stablehlo.add %353, %358 : tensor<172xi64>
    %378 = stablehlo.subtract %353, %358 : tensor<172xi64>
    %379 = stablehlo.multiply %353, %358 : tensor<172xi64>
    %380 = stablehlo.divide %353, %358 : tensor<172xi64>
    %381 = stablehlo.remainder %353, %358 : tensor<172xi64>
    %382 = stablehlo.maximum %353, %358 : tensor<172xi64>
    %383 = stablehlo.minimum %353, %358 : tensor<172xi64>
    %384 = stablehlo.minimum %353, %358 : tensor<172xi64>
    %385 = stablehlo.maximum %353, %358 : tensor<172xi64>
    %386 = stablehlo.clamp %384, %353, %385 : tensor<172xi64>
    %c_88 = stablehlo.constant dense<0> : tensor<i64>
    %387 = stablehlo.broadcast_in_dim %c_88, dims = [] : (tensor<i64>) -> tensor<172xi64>
    %388 = stablehlo.compare EQ, %353, %387, SIGNED : (tensor<172xi64>, tensor<172xi64>) -> tensor<172xi1>
    %c_89 = stablehlo.constant dense<0> : tensor<i64>
    %389 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i64>) -> tensor<172xi64>
    %390 = stablehlo.compare NE, %376, %389, SIGNED : (tensor<172xi64>, tensor<172xi64>) -> tensor<172xi1>
    %391 = stablehlo.and %388, %390 : tensor<172xi1>
    %c_90 = stablehlo.constant dense<0> : tensor<i64>
    %c_91 = stablehlo.constant dense<1> : tensor<i64>
    %392 = call @_where_12(%391, %c_90, %c_91) : (tensor<172xi1>, tensor<i64>, tensor<i64>) -> tensor<172xi64>
    %c_92 = stablehlo.constant dense<1> : tensor<i64>
    %393 = stablehlo.broadcast_in_dim %c_92, dims = [] : (tensor<i64>) -> tensor<172xi64>
    %394 = stablehlo.and %376, %393 : tensor<172xi64>
    %395 = stablehlo.multiply %392, %353 : tensor<172xi64>
    %396 = call @_where_13(%394, %395, %392) : (tensor<172xi64>, tensor<172xi64>, tensor<172xi64>) -> tensor<172xi64>
    %397 = stablehlo.multiply %353, %353 : tensor<172xi64>
    %c_93 = stablehlo.constant dense<1> : tensor<i64>
    %398 = stablehlo.broadcast_in_dim %c_93, dims = [] : (tensor<i64>) -> tensor<172xi64>
    %399 = stablehlo.shift_right_logical %376, %398 : tensor<172xi64>
    %c_94 = stablehlo.constant dense<1> : tensor<i64>
    %400 = stablehlo.broadcast_in_dim %c_94, dims = [] : (tensor<i64>) -> tensor<172xi64>
    %401 = stablehlo.and %399, %400 : tensor<172xi64>
    %402 = stablehlo.multiply %396, %397 : tensor<172xi64>
    %403 = call @_where_13(%401, %402, %396) : (tensor<172xi64>, tensor<172xi64>, tensor<172xi64>) -> tensor<172xi64>
    %404 = stablehlo.multiply %397, %397 : tensor<172xi64>
    %c_95 = stablehlo.constant dense<1> : tensor<i64>
    %405 = stablehlo.broadcast_in_dim %c_95, dims = [] : (tensor<i64>) -> tensor<172xi64>
    %406 = stablehlo.shift_right_logical %399, %405 : tensor<172xi64>
    %c_96 = stablehlo.constant dense<1> : tensor<i64>
    %407 = stablehlo.broadcast_in_dim %c_96, dims = [] : (tensor<i64>) -> tensor<172xi64>
    %408 = stablehlo.and %406, %407 : tensor<172xi64>
    %409 = stablehlo.multiply %403, %404 : tensor<172xi64>
    %410 = call @_where_13(%408, %409, %403) : (tensor<172xi64>, tensor<172xi64>, tensor<172xi64>) -> tensor<172xi64>
    %411 = stablehlo.multiply %404, %404 : tensor<172xi64>
    %c_97 = stablehlo.constant dense<1> : tensor<i64>
    %412 = stablehlo.broadcast_in_dim %c_97, dims = [] : (tensor<i64>) -> tensor<172xi64>
    %413 = stablehlo.shift_right_logical %406, %412 : tensor<172xi64>
    %c_98 = stablehlo.constant dense<1> : tensor<i64>
    %414 = stablehlo.broadcast_in_dim %c_98, dims = [] : (tensor<i64>) -> tensor<172xi64>
    %415 = stablehlo.and %413, %414 : tensor<172xi64>
    %416 = stablehlo.multiply %410, %411 : tensor<172xi64>
    %417 = call @_where_13(%415, %416, %410) : (tensor<172xi64>, tensor<172xi64>, tensor<172xi64>) -> tensor<172xi64>
    %418 = stablehlo.multiply %411, %411 : tensor<172xi64>
    %c_99 = stablehlo.constant dense<1> : tensor<i64>
    %419 = stablehlo.broadcast_in_dim %c_99, dims = [] : (tensor<i64>) -> tensor<172xi64>
    %420 = stablehlo.shift_right_logical %413, %419 : tensor<172xi64>
    %c_100 = stablehlo.constant dense<1> : tensor<i64>
    %421 = stablehlo.broadcast_in_dim %c_100, dims = [] : (tensor<i64>) -> tensor<172xi64>
    %422 = stablehlo.and %420, %421 : tensor<172xi64>
    %423 = stablehlo.multiply %417, %418 : tensor<172xi64>
    %424 = call @_where_13(%422, %423, %417) : (tensor<172xi64>, tensor<172xi64>, tensor<172xi64>) -> tensor<172xi64>
    %425 = stablehlo.multiply %418, %418 : tensor<172xi64>
    %c_101 = stablehlo.constant dense<1> : tensor<i64>
    %426 = stablehlo.broadcast_in_dim %c_101, dims = [] : (tensor<i64>) -> tensor<172xi64>
    %427 = stablehlo.shift_right_logical %420, %426 : tensor<172xi64>
    %c_102 = stablehlo.constant dense<1> : tensor<i64>
    %428 = stablehlo.broadcast_in_dim %c_102, dims = [] : (tensor<i64>) -> tensor<172xi64>
    %429 = stablehlo.and %427, %428 : tensor<172xi64>
    %430 = stablehlo.multiply %424, %425 : tensor<172xi64>
    %431 = call @_where_13(%429, %430, %424) : (tensor<172xi64>, tensor<172xi64>, tensor<172xi64>) -> tensor<172xi64>
    %432 = stablehlo.shift_left %353, %370 : tensor<172xi64>
    %433 = stablehlo.shift_right_arithmetic %353, %370 : tensor<172xi64>
    %434 = stablehlo.shift_right_logical %353, %370 : tensor<172xi64>
    %435 = stablehlo.and %353, %358 : tensor<172xi64>
    %436 = stablehlo.or %353, %358 : tensor<172xi64>
    %437 = stablehlo.xor %353, %358 : tensor<172xi64>
    %438 = stablehlo.compare LT, %353, %358, SIGNED : (tensor<172xi64>, tensor<172xi64>) -> tensor<172xi1>
    %439 = stablehlo.convert %438 : (tensor<172xi1>) -> tensor<172xi64>
    %440 = stablehlo.compare GE, %353, %358, SIGNED : (tensor<172xi64>, tensor<172xi64>) -> tensor<172xi1>
    %441 = stablehlo.convert %440 : (tensor<172xi1>) -> tensor<172xi64>
    %442 = stablehlo.compare EQ, %353, %358, SIGNED : (tensor<172xi64>, tensor<172xi64>) -> tensor<172xi1>
    %443 = stablehlo.convert %442 : (tensor<172xi1>) -> tensor<172xi64>
    %444 = stablehlo.convert %353 : (tensor<172xi64>) -> tensor<172xf32>
    %445 = stablehlo.convert %353 : (tensor<172xi64>) -> tensor<172xf64>
    %446 = stablehlo.slice %353 [0:16] : (tensor<172xi64>) -> tensor<16xi64>
    %447 = stablehlo.convert %446 : (tensor<16xi64>) -> tensor<16xf32>
    %448 = stablehlo.convert %447 : (tensor<16xf32>) -> tensor<16xi64>
    %449 = stablehlo.convert %353 : (tensor<172xi64>) -> tensor<172xi8>
    %450 = stablehlo.convert %353 : (tensor<172xi64>) -> tensor<172xi16>
    %451 = stablehlo.convert %353 : (tensor<172xi64>) -> tensor<172xi32>
    %452 = stablehlo.convert %353 : (tensor<172xi64>) -> tensor<172xui8>
    %453 = stablehlo.convert %353 : (tensor<172xi64>) -> tensor<172xui16>
    %454 = stablehlo.convert %353 : (tensor<172xi64>) -> tensor<172xui32>
    %455 = stablehlo.convert %353 : (tensor<172xi64>) -> tensor<172xui64>
    %c_103 = stablehlo.constant dense<0> : tensor<i64>
    %456 = stablehlo.reduce(%353 init: %c_103) applies stablehlo.add across dimensions = [0] : (tensor<172xi64>, tensor<i64>) -> tensor<i64>
    %c_104 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %457 = stablehlo.reduce(%353 init: %c_104) applies stablehlo.maximum across dimensions = [0] : (tensor<172xi64>, tensor<i64>) -> tensor<i64>
    %c_105 = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %458 = stablehlo.reduce(%353 init: %c_105) applies stablehlo.minimum across dimensions = [0] : (tensor<172xi64>, tensor<i64>) -> tensor<i64>
    %459 = call @argmax_14(%353) : (tensor<172xi64>) -> tensor<i64>
    %460 = stablehlo.convert %459 : (tensor<i64>) -> tensor<i32>
    %461 = call @cumsum_15(%353) : (tensor<172xi64>) -> tensor<172xi64>
    %462 = stablehlo.slice %353 [0:16] : (tensor<172xi64>) -> tensor<16xi64>
    %c_106 = stablehlo.constant dense<1> : tensor<i64>
    %463 = stablehlo.reduce(%462 init: %c_106) applies stablehlo.multiply across dimensions = [0] : (tensor<16xi64>, tensor<i64>) -> tensor<i64>
    %464 = stablehlo.broadcast_in_dim %c_3, dims = [0] : (tensor<12xui8>) -> tensor<12x12xui8>
    %465 = stablehlo.reshape %464 : (tensor<12x12xui8>) -> tensor<144xui8>
    %466 = stablehlo.concatenate %arg8, %465, %c_3, dim = 0 : (tensor<16xui8>, tensor<144xui8>, tensor<12xui8>) -> tensor<172xui8>
    %467 = stablehlo.reshape %c_3 : (tensor<12xui8>) -> tensor<1x12xui8>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1] : (tensor<1x12xui8>) -> tensor<12x12xui8>
    %469 = stablehlo.reshape %468 : (tensor<12x12xui8>) -> tensor<144xui8>
    %470 = stablehlo.reverse %c_3, dims = [0] : tensor<12xui8>
    %471 = stablehlo.concatenate %arg9, %469, %470, dim = 0 : (tensor<16xui8>, tensor<144xui8>, tensor<12xui8>) -> tensor<172xui8>
    %c_107 = stablehlo.constant dense<0> : tensor<ui8>
    %472 = stablehlo.broadcast_in_dim %c_107, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %473 = stablehlo.compare EQ, %466, %472, UNSIGNED : (tensor<172xui8>, tensor<172xui8>) -> tensor<172xi1>
    %c_108 = stablehlo.constant dense<0> : tensor<ui8>
    %474 = stablehlo.broadcast_in_dim %c_108, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %c_109 = stablehlo.constant dense<1> : tensor<ui8>
    %475 = stablehlo.broadcast_in_dim %c_109, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %476 = stablehlo.select %473, %474, %475 : tensor<172xi1>, tensor<172xui8>
    %477 = stablehlo.count_leading_zeros %466 : tensor<172xui8>
    %478 = stablehlo.popcnt %466 : tensor<172xui8>
    %479 = stablehlo.not %466 : tensor<172xui8>
    %480 = stablehlo.convert %471 : (tensor<172xui8>) -> tensor<172xi32>
    %c_110 = stablehlo.constant dense<2147483647> : tensor<i32>
    %481 = stablehlo.broadcast_in_dim %c_110, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %482 = stablehlo.and %480, %481 : tensor<172xi32>
    %c_111 = stablehlo.constant dense<17> : tensor<i32>
    %483 = stablehlo.broadcast_in_dim %c_111, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %484 = stablehlo.remainder %482, %483 : tensor<172xi32>
    %485 = stablehlo.convert %484 : (tensor<172xi32>) -> tensor<172xui8>
    %486 = stablehlo.convert %471 : (tensor<172xui8>) -> tensor<172xi32>
    %c_112 = stablehlo.constant dense<2147483647> : tensor<i32>
    %487 = stablehlo.broadcast_in_dim %c_112, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %488 = stablehlo.and %486, %487 : tensor<172xi32>
    %c_113 = stablehlo.constant dense<9> : tensor<i32>
    %489 = stablehlo.broadcast_in_dim %c_113, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %490 = stablehlo.remainder %488, %489 : tensor<172xi32>
    %491 = stablehlo.convert %490 : (tensor<172xi32>) -> tensor<172xui8>
    %492 = stablehlo.add %466, %471 : tensor<172xui8>
    %493 = stablehlo.subtract %466, %471 : tensor<172xui8>
    %494 = stablehlo.multiply %466, %471 : tensor<172xui8>
    %495 = stablehlo.divide %466, %471 : tensor<172xui8>
    %496 = stablehlo.remainder %466, %471 : tensor<172xui8>
    %497 = stablehlo.maximum %466, %471 : tensor<172xui8>
    %498 = stablehlo.minimum %466, %471 : tensor<172xui8>
    %499 = stablehlo.minimum %466, %471 : tensor<172xui8>
    %500 = stablehlo.maximum %466, %471 : tensor<172xui8>
    %501 = stablehlo.clamp %499, %466, %500 : tensor<172xui8>
    %c_114 = stablehlo.constant dense<0> : tensor<ui8>
    %502 = stablehlo.broadcast_in_dim %c_114, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %503 = stablehlo.compare EQ, %466, %502, UNSIGNED : (tensor<172xui8>, tensor<172xui8>) -> tensor<172xi1>
    %c_115 = stablehlo.constant dense<0> : tensor<ui8>
    %504 = stablehlo.broadcast_in_dim %c_115, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %505 = stablehlo.compare NE, %491, %504, UNSIGNED : (tensor<172xui8>, tensor<172xui8>) -> tensor<172xi1>
    %506 = stablehlo.and %503, %505 : tensor<172xi1>
    %c_116 = stablehlo.constant dense<0> : tensor<ui8>
    %c_117 = stablehlo.constant dense<1> : tensor<ui8>
    %507 = call @_where_17(%506, %c_116, %c_117) : (tensor<172xi1>, tensor<ui8>, tensor<ui8>) -> tensor<172xui8>
    %c_118 = stablehlo.constant dense<1> : tensor<ui8>
    %508 = stablehlo.broadcast_in_dim %c_118, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %509 = stablehlo.and %491, %508 : tensor<172xui8>
    %510 = stablehlo.multiply %507, %466 : tensor<172xui8>
    %511 = call @_where_18(%509, %510, %507) : (tensor<172xui8>, tensor<172xui8>, tensor<172xui8>) -> tensor<172xui8>
    %512 = stablehlo.multiply %466, %466 : tensor<172xui8>
    %c_119 = stablehlo.constant dense<1> : tensor<ui8>
    %513 = stablehlo.broadcast_in_dim %c_119, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %514 = stablehlo.shift_right_logical %491, %513 : tensor<172xui8>
    %c_120 = stablehlo.constant dense<1> : tensor<ui8>
    %515 = stablehlo.broadcast_in_dim %c_120, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %516 = stablehlo.and %514, %515 : tensor<172xui8>
    %517 = stablehlo.multiply %511, %512 : tensor<172xui8>
    %518 = call @_where_18(%516, %517, %511) : (tensor<172xui8>, tensor<172xui8>, tensor<172xui8>) -> tensor<172xui8>
    %519 = stablehlo.multiply %512, %512 : tensor<172xui8>
    %c_121 = stablehlo.constant dense<1> : tensor<ui8>
    %520 = stablehlo.broadcast_in_dim %c_121, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %521 = stablehlo.shift_right_logical %514, %520 : tensor<172xui8>
    %c_122 = stablehlo.constant dense<1> : tensor<ui8>
    %522 = stablehlo.broadcast_in_dim %c_122, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %523 = stablehlo.and %521, %522 : tensor<172xui8>
    %524 = stablehlo.multiply %518, %519 : tensor<172xui8>
    %525 = call @_where_18(%523, %524, %518) : (tensor<172xui8>, tensor<172xui8>, tensor<172xui8>) -> tensor<172xui8>
    %526 = stablehlo.multiply %519, %519 : tensor<172xui8>
    %c_123 = stablehlo.constant dense<1> : tensor<ui8>
    %527 = stablehlo.broadcast_in_dim %c_123, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %528 = stablehlo.shift_right_logical %521, %527 : tensor<172xui8>
    %c_124 = stablehlo.constant dense<1> : tensor<ui8>
    %529 = stablehlo.broadcast_in_dim %c_124, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %530 = stablehlo.and %528, %529 : tensor<172xui8>
    %531 = stablehlo.multiply %525, %526 : tensor<172xui8>
    %532 = call @_where_18(%530, %531, %525) : (tensor<172xui8>, tensor<172xui8>, tensor<172xui8>) -> tensor<172xui8>
    %533 = stablehlo.multiply %526, %526 : tensor<172xui8>
    %c_125 = stablehlo.constant dense<1> : tensor<ui8>
    %534 = stablehlo.broadcast_in_dim %c_125, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %535 = stablehlo.shift_right_logical %528, %534 : tensor<172xui8>
    %c_126 = stablehlo.constant dense<1> : tensor<ui8>
    %536 = stablehlo.broadcast_in_dim %c_126, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %537 = stablehlo.and %535, %536 : tensor<172xui8>
    %538 = stablehlo.multiply %532, %533 : tensor<172xui8>
    %539 = call @_where_18(%537, %538, %532) : (tensor<172xui8>, tensor<172xui8>, tensor<172xui8>) -> tensor<172xui8>
    %540 = stablehlo.multiply %533, %533 : tensor<172xui8>
    %c_127 = stablehlo.constant dense<1> : tensor<ui8>
    %541 = stablehlo.broadcast_in_dim %c_127, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %542 = stablehlo.shift_right_logical %535, %541 : tensor<172xui8>
    %c_128 = stablehlo.constant dense<1> : tensor<ui8>
    %543 = stablehlo.broadcast_in_dim %c_128, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %544 = stablehlo.and %542, %543 : tensor<172xui8>
    %545 = stablehlo.multiply %539, %540 : tensor<172xui8>
    %546 = call @_where_18(%544, %545, %539) : (tensor<172xui8>, tensor<172xui8>, tensor<172xui8>) -> tensor<172xui8>
    %547 = stablehlo.shift_left %466, %485 : tensor<172xui8>
    %548 = stablehlo.shift_right_arithmetic %466, %485 : tensor<172xui8>
    %549 = stablehlo.shift_right_logical %466, %485 : tensor<172xui8>
    %550 = stablehlo.and %466, %471 : tensor<172xui8>
    %551 = stablehlo.or %466, %471 : tensor<172xui8>
    %552 = stablehlo.xor %466, %471 : tensor<172xui8>
    %553 = stablehlo.compare LT, %466, %471, UNSIGNED : (tensor<172xui8>, tensor<172xui8>) -> tensor<172xi1>
    %554 = stablehlo.convert %553 : (tensor<172xi1>) -> tensor<172xui8>
    %555 = stablehlo.compare GE, %466, %471, UNSIGNED : (tensor<172xui8>, tensor<172xui8>) -> tensor<172xi1>
    %556 = stablehlo.convert %555 : (tensor<172xi1>) -> tensor<172xui8>
    %557 = stablehlo.compare EQ, %466, %471, UNSIGNED : (tensor<172xui8>, tensor<172xui8>) -> tensor<172xi1>
    %558 = stablehlo.convert %557 : (tensor<172xi1>) -> tensor<172xui8>
    %559 = stablehlo.convert %466 : (tensor<172xui8>) -> tensor<172xf32>
    %560 = stablehlo.convert %466 : (tensor<172xui8>) -> tensor<172xf64>
    %561 = stablehlo.slice %466 [0:16] : (tensor<172xui8>) -> tensor<16xui8>
    %562 = stablehlo.convert %561 : (tensor<16xui8>) -> tensor<16xf32>
    %563 = stablehlo.convert %562 : (tensor<16xf32>) -> tensor<16xui8>
    %564 = stablehlo.convert %466 : (tensor<172xui8>) -> tensor<172xi8>
    %565 = stablehlo.convert %466 : (tensor<172xui8>) -> tensor<172xi16>
    %566 = stablehlo.convert %466 : (tensor<172xui8>) -> tensor<172xi32>
    %567 = stablehlo.convert %466 : (tensor<172xui8>) -> tensor<172xi64>
    %568 = stablehlo.convert %466 : (tensor<172xui8>) -> tensor<172xui16>
    %569 = stablehlo.convert %466 : (tensor<172xui8>) -> tensor<172xui32>
    %570 = stablehlo.convert %466 : (tensor<172xui8>) -> tensor<172xui64>
    %c_129 = stablehlo.constant dense<0> : tensor<ui8>
    %571 = stablehlo.reduce(%466 init: %c_129) applies stablehlo.add across dimensions = [0] : (tensor<172xui8>, tensor<ui8>) -> tensor<ui8>
    %c_130 = stablehlo.constant dense<0> : tensor<ui8>
    %572 = stablehlo.reduce(%466 init: %c_130) applies stablehlo.maximum across dimensions = [0] : (tensor<172xui8>, tensor<ui8>) -> tensor<ui8>
    %c_131 = stablehlo.constant dense<255> : tensor<ui8>
    %573 = stablehlo.reduce(%466 init: %c_131) applies stablehlo.minimum across dimensions = [0] : (tensor<172xui8>, tensor<ui8>) -> tensor<ui8>
    %574 = call @argmax_19(%466) : (tensor<172xui8>) -> tensor<i64>
    %575 = stablehlo.convert %574 : (tensor<i64>) -> tensor<i32>
    %576 = call @cumsum_20(%466) : (tensor<172xui8>) -> tensor<172xui8>
    %577 = stablehlo.slice %466 [0:16] : (tensor<172xui8>) -> tensor<16xui8>
    %c_132 = stablehlo.constant dense<1> : tensor<ui8>
    %578 = stablehlo.reduce(%577 init: %c_132) applies stablehlo.multiply across dimensions = [0] : (tensor<16xui8>, tensor<ui8>) -> tensor<ui8>
    %579 = stablehlo.broadcast_in_dim %c_4, dims = [0] : (tensor<12xui16>) -> tensor<12x12xui16>
    %580 = stablehlo.reshape %579 : (tensor<12x12xui16>) -> tensor<144xui16>
    %581 = stablehlo.concatenate %arg10, %580, %c_4, dim = 0 : (tensor<16xui16>, tensor<144xui16>, tensor<12xui16>) -> tensor<172xui16>
    %582 = stablehlo.reshape %c_4 : (tensor<12xui16>) -> tensor<1x12xui16>
    %583 = stablehlo.broadcast_in_dim %582, dims = [0, 1] : (tensor<1x12xui16>) -> tensor<12x12xui16>
    %584 = stablehlo.reshape %583 : (tensor<12x12xui16>) -> tensor<144xui16>
    %585 = stablehlo.reverse %c_4, dims = [0] : tensor<12xui16>
    %586 = stablehlo.concatenate %arg11, %584, %585, dim = 0 : (tensor<16xui16>, tensor<144xui16>, tensor<12xui16>) -> tensor<172xui16>
    %c_133 = stablehlo.constant dense<0> : tensor<ui16>
    %587 = stablehlo.broadcast_in_dim %c_133, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %588 = stablehlo.compare EQ, %581, %587, UNSIGNED : (tensor<172xui16>, tensor<172xui16>) -> tensor<172xi1>
    %c_134 = stablehlo.constant dense<0> : tensor<ui16>
    %589 = stablehlo.broadcast_in_dim %c_134, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %c_135 = stablehlo.constant dense<1> : tensor<ui16>
    %590 = stablehlo.broadcast_in_dim %c_135, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %591 = stablehlo.select %588, %589, %590 : tensor<172xi1>, tensor<172xui16>
    %592 = stablehlo.count_leading_zeros %581 : tensor<172xui16>
    %593 = stablehlo.popcnt %581 : tensor<172xui16>
    %594 = stablehlo.not %581 : tensor<172xui16>
    %595 = stablehlo.convert %586 : (tensor<172xui16>) -> tensor<172xi32>
    %c_136 = stablehlo.constant dense<2147483647> : tensor<i32>
    %596 = stablehlo.broadcast_in_dim %c_136, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %597 = stablehlo.and %595, %596 : tensor<172xi32>
    %c_137 = stablehlo.constant dense<33> : tensor<i32>
    %598 = stablehlo.broadcast_in_dim %c_137, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %599 = stablehlo.remainder %597, %598 : tensor<172xi32>
    %600 = stablehlo.convert %599 : (tensor<172xi32>) -> tensor<172xui16>
    %601 = stablehlo.convert %586 : (tensor<172xui16>) -> tensor<172xi32>
    %c_138 = stablehlo.constant dense<2147483647> : tensor<i32>
    %602 = stablehlo.broadcast_in_dim %c_138, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %603 = stablehlo.and %601, %602 : tensor<172xi32>
    %c_139 = stablehlo.constant dense<9> : tensor<i32>
    %604 = stablehlo.broadcast_in_dim %c_139, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %605 = stablehlo.remainder %603, %604 : tensor<172xi32>
    %606 = stablehlo.convert %605 : (tensor<172xi32>) -> tensor<172xui16>
    %607 = stablehlo.add %581, %586 : tensor<172xui16>
    %608 = stablehlo.subtract %581, %586 : tensor<172xui16>
    %609 = stablehlo.multiply %581, %586 : tensor<172xui16>
    %610 = stablehlo.divide %581, %586 : tensor<172xui16>
    %611 = stablehlo.remainder %581, %586 : tensor<172xui16>
    %612 = stablehlo.maximum %581, %586 : tensor<172xui16>
    %613 = stablehlo.minimum %581, %586 : tensor<172xui16>
    %614 = stablehlo.minimum %581, %586 : tensor<172xui16>
    %615 = stablehlo.maximum %581, %586 : tensor<172xui16>
    %616 = stablehlo.clamp %614, %581, %615 : tensor<172xui16>
    %c_140 = stablehlo.constant dense<0> : tensor<ui16>
    %617 = stablehlo.broadcast_in_dim %c_140, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %618 = stablehlo.compare EQ, %581, %617, UNSIGNED : (tensor<172xui16>, tensor<172xui16>) -> tensor<172xi1>
    %c_141 = stablehlo.constant dense<0> : tensor<ui16>
    %619 = stablehlo.broadcast_in_dim %c_141, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %620 = stablehlo.compare NE, %606, %619, UNSIGNED : (tensor<172xui16>, tensor<172xui16>) -> tensor<172xi1>
    %621 = stablehlo.and %618, %620 : tensor<172xi1>
    %c_142 = stablehlo.constant dense<0> : tensor<ui16>
    %c_143 = stablehlo.constant dense<1> : tensor<ui16>
    %622 = call @_where_22(%621, %c_142, %c_143) : (tensor<172xi1>, tensor<ui16>, tensor<ui16>) -> tensor<172xui16>
    %c_144 = stablehlo.constant dense<1> : tensor<ui16>
    %623 = stablehlo.broadcast_in_dim %c_144, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %624 = stablehlo.and %606, %623 : tensor<172xui16>
    %625 = stablehlo.multiply %622, %581 : tensor<172xui16>
    %626 = call @_where_23(%624, %625, %622) : (tensor<172xui16>, tensor<172xui16>, tensor<172xui16>) -> tensor<172xui16>
    %627 = stablehlo.multiply %581, %581 : tensor<172xui16>
    %c_145 = stablehlo.constant dense<1> : tensor<ui16>
    %628 = stablehlo.broadcast_in_dim %c_145, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %629 = stablehlo.shift_right_logical %606, %628 : tensor<172xui16>
    %c_146 = stablehlo.constant dense<1> : tensor<ui16>
    %630 = stablehlo.broadcast_in_dim %c_146, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %631 = stablehlo.and %629, %630 : tensor<172xui16>
    %632 = stablehlo.multiply %626, %627 : tensor<172xui16>
    %633 = call @_where_23(%631, %632, %626) : (tensor<172xui16>, tensor<172xui16>, tensor<172xui16>) -> tensor<172xui16>
    %634 = stablehlo.multiply %627, %627 : tensor<172xui16>
    %c_147 = stablehlo.constant dense<1> : tensor<ui16>
    %635 = stablehlo.broadcast_in_dim %c_147, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %636 = stablehlo.shift_right_logical %629, %635 : tensor<172xui16>
    %c_148 = stablehlo.constant dense<1> : tensor<ui16>
    %637 = stablehlo.broadcast_in_dim %c_148, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %638 = stablehlo.and %636, %637 : tensor<172xui16>
    %639 = stablehlo.multiply %633, %634 : tensor<172xui16>
    %640 = call @_where_23(%638, %639, %633) : (tensor<172xui16>, tensor<172xui16>, tensor<172xui16>) -> tensor<172xui16>
    %641 = stablehlo.multiply %634, %634 : tensor<172xui16>
    %c_149 = stablehlo.constant dense<1> : tensor<ui16>
    %642 = stablehlo.broadcast_in_dim %c_149, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %643 = stablehlo.shift_right_logical %636, %642 : tensor<172xui16>
    %c_150 = stablehlo.constant dense<1> : tensor<ui16>
    %644 = stablehlo.broadcast_in_dim %c_150, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %645 = stablehlo.and %643, %644 : tensor<172xui16>
    %646 = stablehlo.multiply %640, %641 : tensor<172xui16>
    %647 = call @_where_23(%645, %646, %640) : (tensor<172xui16>, tensor<172xui16>, tensor<172xui16>) -> tensor<172xui16>
    %648 = stablehlo.multiply %641, %641 : tensor<172xui16>
    %c_151 = stablehlo.constant dense<1> : tensor<ui16>
    %649 = stablehlo.broadcast_in_dim %c_151, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %650 = stablehlo.shift_right_logical %643, %649 : tensor<172xui16>
    %c_152 = stablehlo.constant dense<1> : tensor<ui16>
    %651 = stablehlo.broadcast_in_dim %c_152, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %652 = stablehlo.and %650, %651 : tensor<172xui16>
    %653 = stablehlo.multiply %647, %648 : tensor<172xui16>
    %654 = call @_where_23(%652, %653, %647) : (tensor<172xui16>, tensor<172xui16>, tensor<172xui16>) -> tensor<172xui16>
    %655 = stablehlo.multiply %648, %648 : tensor<172xui16>
    %c_153 = stablehlo.constant dense<1> : tensor<ui16>
    %656 = stablehlo.broadcast_in_dim %c_153, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %657 = stablehlo.shift_right_logical %650, %656 : tensor<172xui16>
    %c_154 = stablehlo.constant dense<1> : tensor<ui16>
    %658 = stablehlo.broadcast_in_dim %c_154, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %659 = stablehlo.and %657, %658 : tensor<172xui16>
    %660 = stablehlo.multiply %654, %655 : tensor<172xui16>
    %661 = call @_where_23(%659, %660, %654) : (tensor<172xui16>, tensor<172xui16>, tensor<172xui16>) -> tensor<172xui16>
    %662 = stablehlo.shift_left %581, %600 : tensor<172xui16>
    %663 = stablehlo.shift_right_arithmetic %581, %600 : tensor<172xui16>
    %664 = stablehlo.shift_right_logical %581, %600 : tensor<172xui16>
    %665 = stablehlo.and %581, %586 : tensor<172xui16>
    %666 = stablehlo.or %581, %586 : tensor<172xui16>
    %667 = stablehlo.xor %581, %586 : tensor<172xui16>
    %668 = stablehlo.compare LT, %581, %586, UNSIGNED : (tensor<172xui16>, tensor<172xui16>) -> tensor<172xi1>
    %669 = stablehlo.convert %668 : (tensor<172xi1>) -> tensor<172xui16>
    %670 = stablehlo.compare GE, %581, %586, UNSIGNED : (tensor<172xui16>, tensor<172xui16>) -> tensor<172xi1>
    %671 = stablehlo.convert %670 : (tensor<172xi1>) -> tensor<172xui16>
    %672 = stablehlo.compare EQ, %581, %586, UNSIGNED : (tensor<172xui16>, tensor<172xui16>) -> tensor<172xi1>
    %673 = stablehlo.convert %672 : (tensor<172xi1>) -> tensor<172xui16>
    %674 = stablehlo.convert %581 : (tensor<172xui16>) -> tensor<172xf32>
    %675 = stablehlo.convert %581 : (tensor<172xui16>) -> tensor<172xf64>
    %676 = stablehlo.slice %581 [0:16] : (tensor<172xui16>) -> tensor<16xui16>
    %677 = stablehlo.convert %676 : (tensor<16xui16>) -> tensor<16xf32>
    %678 = stablehlo.convert %677 : (tensor<16xf32>) -> tensor<16xui16>
    %679 = stablehlo.convert %581 : (tensor<172xui16>) -> tensor<172xi8>
    %680 = stablehlo.convert %581 : (tensor<172xui16>) -> tensor<172xi16>
    %681 = stablehlo.convert %581 : (tensor<172xui16>) -> tensor<172xi32>
    %682 = stablehlo.convert %581 : (tensor<172xui16>) -> tensor<172xi64>
    %683 = stablehlo.convert %581 : (tensor<172xui16>) -> tensor<172xui8>
    %684 = stablehlo.convert %581 : (tensor<172xui16>) -> tensor<172xui32>
    %685 = stablehlo.convert %581 : (tensor<172xui16>) -> tensor<172xui64>
    %c_155 = stablehlo.constant dense<0> : tensor<ui16>
    %686 = stablehlo.reduce(%581 init: %c_155) applies stablehlo.add across dimensions = [0] : (tensor<172xui16>, tensor<ui16>) -> tensor<ui16>
    %c_156 = stablehlo.constant dense<0> : tensor<ui16>
    %687 = stablehlo.reduce(%581 init: %c_156) applies stablehlo.maximum across dimensions = [0] : (tensor<172xui16>, tensor<ui16>) -> tensor<ui16>
    %c_157 = stablehlo.constant dense<65535> : tensor<ui16>
    %688 = stablehlo.reduce(%581 init: %c_157) applies stablehlo.minimum across dimensions = [0] : (tensor<172xui16>, tensor<ui16>) -> tensor<ui16>
    %689 = call @argmax_24(%581) : (tensor<172xui16>) -> tensor<i64>
    %690 = stablehlo.convert %689 : (tensor<i64>) -> tensor<i32>
    %691 = call @cumsum_25(%581) : (tensor<172xui16>) -> tensor<172xui16>
    %692 = stablehlo.slice %581 [0:16] : (tensor<172xui16>) -> tensor<16xui16>
    %c_158 = stablehlo.constant dense<1> : tensor<ui16>
    %693 = stablehlo.reduce(%692 init: %c_158) applies stablehlo.multiply across dimensions = [0] : (tensor<16xui16>, tensor<ui16>) -> tensor<ui16>
    %694 = stablehlo.broadcast_in_dim %c_5, dims = [0] : (tensor<12xui32>) -> tensor<12x12xui32>
    %695 = stablehlo.reshape %694 : (tensor<12x12xui32>) -> tensor<144xui32>
    %696 = stablehlo.concatenate %arg12, %695, %c_5, dim = 0 : (tensor<16xui32>, tensor<144xui32>, tensor<12xui32>) -> tensor<172xui32>
    %697 = stablehlo.reshape %c_5 : (tensor<12xui32>) -> tensor<1x12xui32>
    %698 = stablehlo.broadcast_in_dim %697, dims = [0, 1] : (tensor<1x12xui32>) -> tensor<12x12xui32>
    %699 = stablehlo.reshape %698 : (tensor<12x12xui32>) -> tensor<144xui32>
    %700 = stablehlo.reverse %c_5, dims = [0] : tensor<12xui32>
    %701 = stablehlo.concatenate %arg13, %699, %700, dim = 0 : (tensor<16xui32>, tensor<144xui32>, tensor<12xui32>) -> tensor<172xui32>
    %c_159 = stablehlo.constant dense<0> : tensor<ui32>
    %702 = stablehlo.broadcast_in_dim %c_159, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %703 = stablehlo.compare EQ, %696, %702, UNSIGNED : (tensor<172xui32>, tensor<172xui32>) -> tensor<172xi1>
    %c_160 = stablehlo.constant dense<0> : tensor<ui32>
    %704 = stablehlo.broadcast_in_dim %c_160, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %c_161 = stablehlo.constant dense<1> : tensor<ui32>
    %705 = stablehlo.broadcast_in_dim %c_161, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %706 = stablehlo.select %703, %704, %705 : tensor<172xi1>, tensor<172xui32>
    %707 = stablehlo.count_leading_zeros %696 : tensor<172xui32>
    %708 = stablehlo.popcnt %696 : tensor<172xui32>
    %709 = stablehlo.not %696 : tensor<172xui32>
    %710 = stablehlo.convert %701 : (tensor<172xui32>) -> tensor<172xi32>
    %c_162 = stablehlo.constant dense<2147483647> : tensor<i32>
    %711 = stablehlo.broadcast_in_dim %c_162, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %712 = stablehlo.and %710, %711 : tensor<172xi32>
    %c_163 = stablehlo.constant dense<65> : tensor<i32>
    %713 = stablehlo.broadcast_in_dim %c_163, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %714 = stablehlo.remainder %712, %713 : tensor<172xi32>
    %715 = stablehlo.convert %714 : (tensor<172xi32>) -> tensor<172xui32>
    %716 = stablehlo.convert %701 : (tensor<172xui32>) -> tensor<172xi32>
    %c_164 = stablehlo.constant dense<2147483647> : tensor<i32>
    %717 = stablehlo.broadcast_in_dim %c_164, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %718 = stablehlo.and %716, %717 : tensor<172xi32>
    %c_165 = stablehlo.constant dense<9> : tensor<i32>
    %719 = stablehlo.broadcast_in_dim %c_165, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %720 = stablehlo.remainder %718, %719 : tensor<172xi32>
    %721 = stablehlo.convert %720 : (tensor<172xi32>) -> tensor<172xui32>
    %722 = stablehlo.add %696, %701 : tensor<172xui32>
    %723 = stablehlo.subtract %696, %701 : tensor<172xui32>
    %724 = stablehlo.multiply %696, %701 : tensor<172xui32>
    %725 = stablehlo.divide %696, %701 : tensor<172xui32>
    %726 = stablehlo.remainder %696, %701 : tensor<172xui32>
    %727 = stablehlo.maximum %696, %701 : tensor<172xui32>
    %728 = stablehlo.minimum %696, %701 : tensor<172xui32>
    %729 = stablehlo.minimum %696, %701 : tensor<172xui32>
    %730 = stablehlo.maximum %696, %701 : tensor<172xui32>
    %731 = stablehlo.clamp %729, %696, %730 : tensor<172xui32>
    %c_166 = stablehlo.constant dense<0> : tensor<ui32>
    %732 = stablehlo.broadcast_in_dim %c_166, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %733 = stablehlo.compare EQ, %696, %732, UNSIGNED : (tensor<172xui32>, tensor<172xui32>) -> tensor<172xi1>
    %c_167 = stablehlo.constant dense<0> : tensor<ui32>
    %734 = stablehlo.broadcast_in_dim %c_167, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %735 = stablehlo.compare NE, %721, %734, UNSIGNED : (tensor<172xui32>, tensor<172xui32>) -> tensor<172xi1>
    %736 = stablehlo.and %733, %735 : tensor<172xi1>
    %c_168 = stablehlo.constant dense<0> : tensor<ui32>
    %c_169 = stablehlo.constant dense<1> : tensor<ui32>
    %737 = call @_where_27(%736, %c_168, %c_169) : (tensor<172xi1>, tensor<ui32>, tensor<ui32>) -> tensor<172xui32>
    %c_170 = stablehlo.constant dense<1> : tensor<ui32>
    %738 = stablehlo.broadcast_in_dim %c_170, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %739 = stablehlo.and %721, %738 : tensor<172xui32>
    %740 = stablehlo.multiply %737, %696 : tensor<172xui32>
    %741 = call @_where_28(%739, %740, %737) : (tensor<172xui32>, tensor<172xui32>, tensor<172xui32>) -> tensor<172xui32>
    %742 = stablehlo.multiply %696, %696 : tensor<172xui32>
    %c_171 = stablehlo.constant dense<1> : tensor<ui32>
    %743 = stablehlo.broadcast_in_dim %c_171, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %744 = stablehlo.shift_right_logical %721, %743 : tensor<172xui32>
    %c_172 = stablehlo.constant dense<1> : tensor<ui32>
    %745 = stablehlo.broadcast_in_dim %c_172, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %746 = stablehlo.and %744, %745 : tensor<172xui32>
    %747 = stablehlo.multiply %741, %742 : tensor<172xui32>
    %748 = call @_where_28(%746, %747, %741) : (tensor<172xui32>, tensor<172xui32>, tensor<172xui32>) -> tensor<172xui32>
    %749 = stablehlo.multiply %742, %742 : tensor<172xui32>
    %c_173 = stablehlo.constant dense<1> : tensor<ui32>
    %750 = stablehlo.broadcast_in_dim %c_173, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %751 = stablehlo.shift_right_logical %744, %750 : tensor<172xui32>
    %c_174 = stablehlo.constant dense<1> : tensor<ui32>
    %752 = stablehlo.broadcast_in_dim %c_174, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %753 = stablehlo.and %751, %752 : tensor<172xui32>
    %754 = stablehlo.multiply %748, %749 : tensor<172xui32>
    %755 = call @_where_28(%753, %754, %748) : (tensor<172xui32>, tensor<172xui32>, tensor<172xui32>) -> tensor<172xui32>
    %756 = stablehlo.multiply %749, %749 : tensor<172xui32>
    %c_175 = stablehlo.constant dense<1> : tensor<ui32>
    %757 = stablehlo.broadcast_in_dim %c_175, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %758 = stablehlo.shift_right_logical %751, %757 : tensor<172xui32>
    %c_176 = stablehlo.constant dense<1> : tensor<ui32>
    %759 = stablehlo.broadcast_in_dim %c_176, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %760 = stablehlo.and %758, %759 : tensor<172xui32>
    %761 = stablehlo.multiply %755, %756 : tensor<172xui32>
    %762 = call @_where_28(%760, %761, %755) : (tensor<172xui32>, tensor<172xui32>, tensor<172xui32>) -> tensor<172xui32>
    %763 = stablehlo.multiply %756, %756 : tensor<172xui32>
    %c_177 = stablehlo.constant dense<1> : tensor<ui32>
    %764 = stablehlo.broadcast_in_dim %c_177, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %765 = stablehlo.shift_right_logical %758, %764 : tensor<172xui32>
    %c_178 = stablehlo.constant dense<1> : tensor<ui32>
    %766 = stablehlo.broadcast_in_dim %c_178, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %767 = stablehlo.and %765, %766 : tensor<172xui32>
    %768 = stablehlo.multiply %762, %763 : tensor<172xui32>
    %769 = call @_where_28(%767, %768, %762) : (tensor<172xui32>, tensor<172xui32>, tensor<172xui32>) -> tensor<172xui32>
    %770 = stablehlo.multiply %763, %763 : tensor<172xui32>
    %c_179 = stablehlo.constant dense<1> : tensor<ui32>
    %771 = stablehlo.broadcast_in_dim %c_179, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %772 = stablehlo.shift_right_logical %765, %771 : tensor<172xui32>
    %c_180 = stablehlo.constant dense<1> : tensor<ui32>
    %773 = stablehlo.broadcast_in_dim %c_180, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %774 = stablehlo.and %772, %773 : tensor<172xui32>
    %775 = stablehlo.multiply %769, %770 : tensor<172xui32>
    %776 = call @_where_28(%774, %775, %769) : (tensor<172xui32>, tensor<172xui32>, tensor<172xui32>) -> tensor<172xui32>
    %777 = stablehlo.shift_left %696, %715 : tensor<172xui32>
    %778 = stablehlo.shift_right_arithmetic %696, %715 : tensor<172xui32>
    %779 = stablehlo.shift_right_logical %696, %715 : tensor<172xui32>
    %780 = stablehlo.and %696, %701 : tensor<172xui32>
    %781 = stablehlo.or %696, %701 : tensor<172xui32>
    %782 = stablehlo.xor %696, %701 : tensor<172xui32>
    %783 = stablehlo.compare LT, %696, %701, UNSIGNED : (tensor<172xui32>, tensor<172xui32>) -> tensor<172xi1>
    %784 = stablehlo.convert %783 : (tensor<172xi1>) -> tensor<172xui32>
    %785 = stablehlo.compare GE, %696, %701, UNSIGNED : (tensor<172xui32>, tensor<172xui32>) -> tensor<172xi1>
    %786 = stablehlo.convert %785 : (tensor<172xi1>) -> tensor<172xui32>
    %787 = stablehlo.compare EQ, %696, %701, UNSIGNED : (tensor<172xui32>, tensor<172xui32>) -> tensor<172xi1>
    %788 = stablehlo.convert %787 : (tensor<172xi1>) -> tensor<172xui32>
    %789 = stablehlo.convert %696 : (tensor<172xui32>) -> tensor<172xf32>
    %790 = stablehlo.convert %696 : (tensor<172xui32>) -> tensor<172xf64>
    %791 = stablehlo.slice %696 [0:16] : (tensor<172xui32>) -> tensor<16xui32>
    %792 = stablehlo.convert %791 : (tensor<16xui32>) -> tensor<16xf32>
    %793 = stablehlo.convert %792 : (tensor<16xf32>) -> tensor<16xui32>
    %794 = stablehlo.convert %696 : (tensor<172xui32>) -> tensor<172xi8>
    %795 = stablehlo.convert %696 : (tensor<172xui32>) -> tensor<172xi16>
    %796 = stablehlo.convert %696 : (tensor<172xui32>) -> tensor<172xi32>
    %797 = stablehlo.convert %696 : (tensor<172xui32>) -> tensor<172xi64>
    %798 = stablehlo.convert %696 : (tensor<172xui32>) -> tensor<172xui8>
    %799 = stablehlo.convert %696 : (tensor<172xui32>) -> tensor<172xui16>
    %800 = stablehlo.convert %696 : (tensor<172xui32>) -> tensor<172xui64>
    %c_181 = stablehlo.constant dense<0> : tensor<ui32>
    %801 = stablehlo.reduce(%696 init: %c_181) applies stablehlo.add across dimensions = [0] : (tensor<172xui32>, tensor<ui32>) -> tensor<ui32>
    %c_182 = stablehlo.constant dense<0> : tensor<ui32>
    %802 = stablehlo.reduce(%696 init: %c_182) applies stablehlo.maximum across dimensions = [0] : (tensor<172xui32>, tensor<ui32>) -> tensor<ui32>
    %c_183 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %803 = stablehlo.reduce(%696 init: %c_183) applies stablehlo.minimum across dimensions = [0] : (tensor<172xui32>, tensor<ui32>) -> tensor<ui32>
    %804 = call @argmax_29(%696) : (tensor<172xui32>) -> tensor<i64>
    %805 = stablehlo.convert %804 : (tensor<i64>) -> tensor<i32>
    %806 = call @cumsum_30(%696) : (tensor<172xui32>) -> tensor<172xui32>
    %807 = stablehlo.slice %696 [0:16] : (tensor<172xui32>) -> tensor<16xui32>
    %c_184 = stablehlo.constant dense<1> : tensor<ui32>
    %808 = stablehlo.reduce(%807 init: %c_184) applies stablehlo.multiply across dimensions = [0] : (tensor<16xui32>, tensor<ui32>) -> tensor<ui32>
    %809 = stablehlo.broadcast_in_dim %c_6, dims = [0] : (tensor<12xui64>) -> tensor<12x12xui64>
    %810 = stablehlo.reshape %809 : (tensor<12x12xui64>) -> tensor<144xui64>
    %811 = stablehlo.concatenate %arg14, %810, %c_6, dim = 0 : (tensor<16xui64>, tensor<144xui64>, tensor<12xui64>) -> tensor<172xui64>
    %812 = stablehlo.reshape %c_6 : (tensor<12xui64>) -> tensor<1x12xui64>
    %813 = stablehlo.broadcast_in_dim %812, dims = [0, 1] : (tensor<1x12xui64>) -> tensor<12x12xui64>
    %814 = stablehlo.reshape %813 : (tensor<12x12xui64>) -> tensor<144xui64>
    %815 = stablehlo.reverse %c_6, dims = [0] : tensor<12xui64>
    %816 = stablehlo.concatenate %arg15, %814, %815, dim = 0 : (tensor<16xui64>, tensor<144xui64>, tensor<12xui64>) -> tensor<172xui64>
    %c_185 = stablehlo.constant dense<0> : tensor<ui64>
    %817 = stablehlo.broadcast_in_dim %c_185, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %818 = stablehlo.compare EQ, %811, %817, UNSIGNED : (tensor<172xui64>, tensor<172xui64>) -> tensor<172xi1>
    %c_186 = stablehlo.constant dense<0> : tensor<ui64>
    %819 = stablehlo.broadcast_in_dim %c_186, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %c_187 = stablehlo.constant dense<1> : tensor<ui64>
    %820 = stablehlo.broadcast_in_dim %c_187, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %821 = stablehlo.select %818, %819, %820 : tensor<172xi1>, tensor<172xui64>
    %822 = stablehlo.count_leading_zeros %811 : tensor<172xui64>
    %823 = stablehlo.popcnt %811 : tensor<172xui64>
    %824 = stablehlo.not %811 : tensor<172xui64>
    %825 = stablehlo.convert %816 : (tensor<172xui64>) -> tensor<172xi32>
    %c_188 = stablehlo.constant dense<2147483647> : tensor<i32>
    %826 = stablehlo.broadcast_in_dim %c_188, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %827 = stablehlo.and %825, %826 : tensor<172xi32>
    %c_189 = stablehlo.constant dense<129> : tensor<i32>
    %828 = stablehlo.broadcast_in_dim %c_189, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %829 = stablehlo.remainder %827, %828 : tensor<172xi32>
    %830 = stablehlo.convert %829 : (tensor<172xi32>) -> tensor<172xui64>
    %831 = stablehlo.convert %816 : (tensor<172xui64>) -> tensor<172xi32>
    %c_190 = stablehlo.constant dense<2147483647> : tensor<i32>
    %832 = stablehlo.broadcast_in_dim %c_190, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %833 = stablehlo.and %831, %832 : tensor<172xi32>
    %c_191 = stablehlo.constant dense<9> : tensor<i32>
    %834 = stablehlo.broadcast_in_dim %c_191, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %835 = stablehlo.remainder %833, %834 : tensor<172xi32>
    %836 = stablehlo.convert %835 : (tensor<172xi32>) -> tensor<172xui64>
    %837 = stablehlo.add %811, %816 : tensor<172xui64>
    %838 = stablehlo.subtract %811, %816 : tensor<172xui64>
    %839 = stablehlo.multiply %811, %816 : tensor<172xui64>
    %840 = stablehlo.divide %811, %816 : tensor<172xui64>
    %841 = stablehlo.remainder %811, %816 : tensor<172xui64>
    %842 = stablehlo.maximum %811, %816 : tensor<172xui64>
    %843 = stablehlo.minimum %811, %816 : tensor<172xui64>
    %844 = stablehlo.minimum %811, %816 : tensor<172xui64>
    %845 = stablehlo.maximum %811, %816 : tensor<172xui64>
    %846 = stablehlo.clamp %844, %811, %845 : tensor<172xui64>
    %c_192 = stablehlo.constant dense<0> : tensor<ui64>
    %847 = stablehlo.broadcast_in_dim %c_192, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %848 = stablehlo.compare EQ, %811, %847, UNSIGNED : (tensor<172xui64>, tensor<172xui64>) -> tensor<172xi1>
    %c_193 = stablehlo.constant dense<0> : tensor<ui64>
    %849 = stablehlo.broadcast_in_dim %c_193, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %850 = stablehlo.compare NE, %836, %849, UNSIGNED : (tensor<172xui64>, tensor<172xui64>) -> tensor<172xi1>
    %851 = stablehlo.and %848, %850 : tensor<172xi1>
    %c_194 = stablehlo.constant dense<0> : tensor<ui64>
    %c_195 = stablehlo.constant dense<1> : tensor<ui64>
    %852 = call @_where_32(%851, %c_194, %c_195) : (tensor<172xi1>, tensor<ui64>, tensor<ui64>) -> tensor<172xui64>
    %c_196 = stablehlo.constant dense<1> : tensor<ui64>
    %853 = stablehlo.broadcast_in_dim %c_196, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %854 = stablehlo.and %836, %853 : tensor<172xui64>
    %855 = stablehlo.multiply %852, %811 : tensor<172xui64>
    %856 = call @_where_33(%854, %855, %852) : (tensor<172xui64>, tensor<172xui64>, tensor<172xui64>) -> tensor<172xui64>
    %857 = stablehlo.multiply %811, %811 : tensor<172xui64>
    %c_197 = stablehlo.constant dense<1> : tensor<ui64>
    %858 = stablehlo.broadcast_in_dim %c_197, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %859 = stablehlo.shift_right_logical %836, %858 : tensor<172xui64>
    %c_198 = stablehlo.constant dense<1> : tensor<ui64>
    %860 = stablehlo.broadcast_in_dim %c_198, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %861 = stablehlo.and %859, %860 : tensor<172xui64>
    %862 = stablehlo.multiply %856, %857 : tensor<172xui64>
    %863 = call @_where_33(%861, %862, %856) : (tensor<172xui64>, tensor<172xui64>, tensor<172xui64>) -> tensor<172xui64>
    %864 = stablehlo.multiply %857, %857 : tensor<172xui64>
    %c_199 = stablehlo.constant dense<1> : tensor<ui64>
    %865 = stablehlo.broadcast_in_dim %c_199, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %866 = stablehlo.shift_right_logical %859, %865 : tensor<172xui64>
    %c_200 = stablehlo.constant dense<1> : tensor<ui64>
    %867 = stablehlo.broadcast_in_dim %c_200, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %868 = stablehlo.and %866, %867 : tensor<172xui64>
    %869 = stablehlo.multiply %863, %864 : tensor<172xui64>
    %870 = call @_where_33(%868, %869, %863) : (tensor<172xui64>, tensor<172xui64>, tensor<172xui64>) -> tensor<172xui64>
    %871 = stablehlo.multiply %864, %864 : tensor<172xui64>
    %c_201 = stablehlo.constant dense<1> : tensor<ui64>
    %872 = stablehlo.broadcast_in_dim %c_201, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %873 = stablehlo.shift_right_logical %866, %872 : tensor<172xui64>
    %c_202 = stablehlo.constant dense<1> : tensor<ui64>
    %874 = stablehlo.broadcast_in_dim %c_202, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %875 = stablehlo.and %873, %874 : tensor<172xui64>
    %876 = stablehlo.multiply %870, %871 : tensor<172xui64>
    %877 = call @_where_33(%875, %876, %870) : (tensor<172xui64>, tensor<172xui64>, tensor<172xui64>) -> tensor<172xui64>
    %878 = stablehlo.multiply %871, %871 : tensor<172xui64>
    %c_203 = stablehlo.constant dense<1> : tensor<ui64>
    %879 = stablehlo.broadcast_in_dim %c_203, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %880 = stablehlo.shift_right_logical %873, %879 : tensor<172xui64>
    %c_204 = stablehlo.constant dense<1> : tensor<ui64>
    %881 = stablehlo.broadcast_in_dim %c_204, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %882 = stablehlo.and %880, %881 : tensor<172xui64>
    %883 = stablehlo.multiply %877, %878 : tensor<172xui64>
    %884 = call @_where_33(%882, %883, %877) : (tensor<172xui64>, tensor<172xui64>, tensor<172xui64>) -> tensor<172xui64>
    %885 = stablehlo.multiply %878, %878 : tensor<172xui64>
    %c_205 = stablehlo.constant dense<1> : tensor<ui64>
    %886 = stablehlo.broadcast_in_dim %c_205, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %887 = stablehlo.shift_right_logical %880, %886 : tensor<172xui64>
    %c_206 = stablehlo.constant dense<1> : tensor<ui64>
    %888 = stablehlo.broadcast_in_dim %c_206, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %889 = stablehlo.and %887, %888 : tensor<172xui64>
    %890 = stablehlo.multiply %884, %885 : tensor<172xui64>
    %891 = call @_where_33(%889, %890, %884) : (tensor<172xui64>, tensor<172xui64>, tensor<172xui64>) -> tensor<172xui64>
    %892 = stablehlo.shift_left %811, %830 : tensor<172xui64>
    %893 = stablehlo.shift_right_arithmetic %811, %830 : tensor<172xui64>
    %894 = stablehlo.shift_right_logical %811, %830 : tensor<172xui64>
    %895 = stablehlo.and %811, %816 : tensor<172xui64>
    %896 = stablehlo.or %811, %816 : tensor<172xui64>
    %897 = stablehlo.xor %811, %816 : tensor<172xui64>
    %898 = stablehlo.compare LT, %811, %816, UNSIGNED : (tensor<172xui64>, tensor<172xui64>) -> tensor<172xi1>
    %899 = stablehlo.convert %898 : (tensor<172xi1>) -> tensor<172xui64>
    %900 = stablehlo.compare GE, %811, %816, UNSIGNED : (tensor<172xui64>, tensor<172xui64>) -> tensor<172xi1>
    %901 = stablehlo.convert %900 : (tensor<172xi1>) -> tensor<172xui64>
    %902 = stablehlo.compare EQ, %811, %816, UNSIGNED : (tensor<172xui64>, tensor<172xui64>) -> tensor<172xi1>
    %903 = stablehlo.convert %902 : (tensor<172xi1>) -> tensor<172xui64>
    %904 = stablehlo.convert %811 : (tensor<172xui64>) -> tensor<172xf32>
    %905 = stablehlo.convert %811 : (tensor<172xui64>) -> tensor<172xf64>
    %906 = stablehlo.slice %811 [0:16] : (tensor<172xui64>) -> tensor<16xui64>
    %907 = stablehlo.convert %906 : (tensor<16xui64>) -> tensor<16xf32>
    %908 = stablehlo.convert %907 : (tensor<16xf32>) -> tensor<16xui64>
    %909 = stablehlo.convert %811 : (tensor<172xui64>) -> tensor<172xi8>
    %910 = stablehlo.convert %811 : (tensor<172xui64>) -> tensor<172xi16>
    %911 = stablehlo.convert %811 : (tensor<172xui64>) -> tensor<172xi32>
    %912 = stablehlo.convert %811 : (tensor<172xui64>) -> tensor<172xi64>
    %913 = stablehlo.convert %811 : (tensor<172xui64>) -> tensor<172xui8>
    %914 = stablehlo.convert %811 : (tensor<172xui64>) -> tensor<172xui16>
    %915 = stablehlo.convert %811 : (tensor<172xui64>) -> tensor<172xui32>
    %c_207 = stablehlo.constant dense<0> : tensor<ui64>
    %916 = stablehlo.reduce(%811 init: %c_207) applies stablehlo.add across dimensions = [0] : (tensor<172xui64>, tensor<ui64>) -> tensor<ui64>
    %c_208 = stablehlo.constant dense<0> : tensor<ui64>
    %917 = stablehlo.reduce(%811 init: %c_208) applies stablehlo.maximum across dimensions = [0] : (tensor<172xui64>, tensor<ui64>) -> tensor<ui64>
    %c_209 = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
    %918 = stablehlo.reduce(%811 init: %c_209) applies stablehlo.minimum across dimensions = [0] : (tensor<172xui64>, tensor<ui64>) -> tensor<ui64>
    %919 = call @argmax_34(%811) : (tensor<172xui64>) -> tensor<i64>
    %920 = stablehlo.convert %919 : (tensor<i64>) -> tensor<i32>
    %921 = call @cumsum_35(%811) : (tensor<172xui64>) -> tensor<172xui64>
    %922 = stablehlo.slice %811 [0:16] : (tensor<172xui64>) -> tensor<16xui64>
    %c_210 = stablehlo.constant dense<1> : tensor<ui64>
    %923 = stablehlo.reduce(%922 init: %c_210) applies stablehlo.multiply across dimensions = [0] : (tensor<16xui64>, tensor<ui64>) -> tensor<ui64>
    return %12, %13, %14, %15, %16, %17, %30, %31, %32, %33, %34, %35, %36, %39, %84, %85, %86, %87, %88, %89, %90, %92, %94, %96, %97, %98, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %113, %114, %116, %129, %130, %131, %132, %133, %134, %147, %148, %149, %150, %151, %152, %153, %156, %201, %202, %203, %204, %205, %206, %207, %209, %211, %213, %214, %215, %218, %219, %220, %221, %222, %223, %224, %225, %226, %227, %228, %230, %231, %233, %246, %247, %248, %249, %250, %251, %260, %261, %262, %263, %264, %265, %266, %269, %314, %315, %316, %317, %318, %319, %320, %322, %324, %326, %327, %328, %331, %332, %333, %334, %335, %336, %337, %338, %339, %340, %341, %343, %344, %346, %359, %360, %361, %362, %363, %364, %377, %378, %379, %380, %381, %382, %383, %386, %431, %432, %433, %434, %435, %436, %437, %439, %441, %443, %444, %445, %448, %449, %450, %451, %452, %453, %454, %455, %456, %457, %458, %460, %461, %463, %476, %477, %478, %479, %492, %493, %494, %495, %496, %497, %498, %501, %546, %547, %548, %549, %550, %551, %552, %554, %556, %558, %559, %560, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %575, %576, %578, %591, %592, %593, %594, %607, %608, %609, %610, %611, %612, %613, %616, %661, %662, %663, %664, %665, %666, %667, %669, %671, %673, %674, %675, %678, %679, %680, %681, %682, %683, %684, %685, %686, %687, %688, %690, %691, %693, %706, %707, %708, %709, %722, %723, %724, %725, %726, %727, %728, %731, %776, %777, %778, %779, %780, %781, %782, %784, %786, %788, %789, %790, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %805, %806, %808, %821, %822, %823, %824, %837, %838, %839, %840, %841, %842, %843, %846, %891, %892, %893, %894, %895, %896, %897, %899, %901, %903, %904, %905, %908, %909, %910, %911, %912, %913, %914, %915, %916, %917, %918, %920, %921, %923 : tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xi8>, tensor<172xf32>, tensor<172xf64>, tensor<16xi8>, tensor<172xi16>, tensor<172xi32>, tensor<172xi64>, tensor<172xui8>, tensor<172xui16>, tensor<172xui32>, tensor<172xui64>, tensor<i8>, tensor<i8>, tensor<i8>, tensor<i32>, tensor<172xi8>, tensor<i8>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xi16>, tensor<172xf32>, tensor<172xf64>, tensor<16xi16>, tensor<172xi8>, tensor<172xi32>, tensor<172xi64>, tensor<172xui8>, tensor<172xui16>, tensor<172xui32>, tensor<172xui64>, tensor<i16>, tensor<i16>, tensor<i16>, tensor<i32>, tensor<172xi16>, tensor<i16>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xi32>, tensor<172xf32>, tensor<172xf64>, tensor<16xi32>, tensor<172xi8>, tensor<172xi16>, tensor<172xi64>, tensor<172xui8>, tensor<172xui16>, tensor<172xui32>, tensor<172xui64>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<172xi32>, tensor<i32>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xi64>, tensor<172xf32>, tensor<172xf64>, tensor<16xi64>, tensor<172xi8>, tensor<172xi16>, tensor<172xi32>, tensor<172xui8>, tensor<172xui16>, tensor<172xui32>, tensor<172xui64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i32>, tensor<172xi64>, tensor<i64>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xui8>, tensor<172xf32>, tensor<172xf64>, tensor<16xui8>, tensor<172xi8>, tensor<172xi16>, tensor<172xi32>, tensor<172xi64>, tensor<172xui16>, tensor<172xui32>, tensor<172xui64>, tensor<ui8>, tensor<ui8>, tensor<ui8>, tensor<i32>, tensor<172xui8>, tensor<ui8>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xui16>, tensor<172xf32>, tensor<172xf64>, tensor<16xui16>, tensor<172xi8>, tensor<172xi16>, tensor<172xi32>, tensor<172xi64>, tensor<172xui8>, tensor<172xui32>, tensor<172xui64>, tensor<ui16>, tensor<ui16>, tensor<ui16>, tensor<i32>, tensor<172xui16>, tensor<ui16>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xui32>, tensor<172xf32>, tensor<172xf64>, tensor<16xui32>, tensor<172xi8>, tensor<172xi16>, tensor<172xi32>, tensor<172xi64>, tensor<172xui8>, tensor<172xui16>, tensor<172xui64>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<i32>, tensor<172xui32>, tensor<ui32>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xui64>, tensor<172xf32>, tensor<172xf64>, tensor<16xui64>, tensor<172xi8>, tensor<172xi16>, tensor<172xi32>, tensor<172xi64>, tensor<172xui8>, tensor<172xui16>, tensor<172xui32>, tensor<ui64>, tensor<ui64>, tensor<ui64>, tensor<i32>, tensor<172xui64>, tensor<ui64>
  }
  func.func private @_where(%arg0: tensor<172xi1>, %arg1: tensor<i8>, %arg2: tensor<i8>) -> tensor<172xi8> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i8>) -> tensor<172xi8>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i8>) -> tensor<172xi8>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<172xi1>, tensor<172xi8>
    return %2 : tensor<172xi8>
  }
  func.func private @_where_0(%arg0: tensor<172xi8>, %arg1: tensor<172xi8>, %arg2: tensor<172xi8>) -> tensor<172xi8> {
    %c = stablehlo.constant dense<0> : tensor<i8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<172xi8>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<172xi8>, tensor<172xi8>) -> tensor<172xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<172xi1>, tensor<172xi8>
    return %2 : tensor<172xi8>
  }
  func.func private @argmax(%arg0: tensor<172xi8>) -> tensor<i64> {
    %0 = stablehlo.iota dim = 0 : tensor<172xi64>
    %c = stablehlo.constant dense<-128> : tensor<i8>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<172xi8>, tensor<172xi64>, tensor<i8>, tensor<i64>) -> (tensor<i8>, tensor<i64>)
     reducer(%arg1: tensor<i8>, %arg3: tensor<i8>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i8>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<i8>, tensor<i64>
    }
    return %1#1 : tensor<i64>
  }
  func.func private @cumsum(%arg0: tensor<172xi8>) -> tensor<172xi8> {
    %0 = call @cumsum_1(%arg0) : (tensor<172xi8>) -> tensor<172xi8>
    return %0 : tensor<172xi8>
  }
  func.func private @cumsum_1(%arg0: tensor<172xi8>) -> tensor<172xi8> {
    %c = stablehlo.constant dense<0> : tensor<i8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<i8>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[171, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 172>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i8>, %arg2: tensor<i8>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i8>
      stablehlo.return %2 : tensor<i8>
    }) : (tensor<172xi8>, tensor<i8>) -> tensor<172xi8>
    return %1 : tensor<172xi8>
  }
  func.func private @_where_2(%arg0: tensor<172xi1>, %arg1: tensor<i16>, %arg2: tensor<i16>) -> tensor<172xi16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i16>) -> tensor<172xi16>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i16>) -> tensor<172xi16>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<172xi1>, tensor<172xi16>
    return %2 : tensor<172xi16>
  }
  func.func private @_where_3(%arg0: tensor<172xi16>, %arg1: tensor<172xi16>, %arg2: tensor<172xi16>) -> tensor<172xi16> {
    %c = stablehlo.constant dense<0> : tensor<i16>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i16>) -> tensor<172xi16>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<172xi16>, tensor<172xi16>) -> tensor<172xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<172xi1>, tensor<172xi16>
    return %2 : tensor<172xi16>
  }
  func.func private @argmax_4(%arg0: tensor<172xi16>) -> tensor<i64> {
    %0 = stablehlo.iota dim = 0 : tensor<172xi64>
    %c = stablehlo.constant dense<-32768> : tensor<i16>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<172xi16>, tensor<172xi64>, tensor<i16>, tensor<i64>) -> (tensor<i16>, tensor<i64>)
     reducer(%arg1: tensor<i16>, %arg3: tensor<i16>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, SIGNED : (tensor<i16>, tensor<i16>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i16>, tensor<i16>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i16>, tensor<i16>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i16>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<i16>, tensor<i64>
    }
    return %1#1 : tensor<i64>
  }
  func.func private @cumsum_5(%arg0: tensor<172xi16>) -> tensor<172xi16> {
    %0 = call @cumsum_6(%arg0) : (tensor<172xi16>) -> tensor<172xi16>
    return %0 : tensor<172xi16>
  }
  func.func private @cumsum_6(%arg0: tensor<172xi16>) -> tensor<172xi16> {
    %c = stablehlo.constant dense<0> : tensor<i16>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i16>) -> tensor<i16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[171, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 172>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i16>, %arg2: tensor<i16>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i16>
      stablehlo.return %2 : tensor<i16>
    }) : (tensor<172xi16>, tensor<i16>) -> tensor<172xi16>
    return %1 : tensor<172xi16>
  }
  func.func private @_where_7(%arg0: tensor<172xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<172xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<172xi1>, tensor<172xi32>
    return %2 : tensor<172xi32>
  }
  func.func private @_where_8(%arg0: tensor<172xi32>, %arg1: tensor<172xi32>, %arg2: tensor<172xi32>) -> tensor<172xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<172xi32>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<172xi32>, tensor<172xi32>) -> tensor<172xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<172xi1>, tensor<172xi32>
    return %2 : tensor<172xi32>
  }
  func.func private @argmax_9(%arg0: tensor<172xi32>) -> tensor<i64> {
    %0 = stablehlo.iota dim = 0 : tensor<172xi64>
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<172xi32>, tensor<172xi64>, tensor<i32>, tensor<i64>) -> (tensor<i32>, tensor<i64>)
     reducer(%arg1: tensor<i32>, %arg3: tensor<i32>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<i32>, tensor<i64>
    }
    return %1#1 : tensor<i64>
  }
  func.func private @cumsum_10(%arg0: tensor<172xi32>) -> tensor<172xi32> {
    %0 = call @cumsum_11(%arg0) : (tensor<172xi32>) -> tensor<172xi32>
    return %0 : tensor<172xi32>
  }
  func.func private @cumsum_11(%arg0: tensor<172xi32>) -> tensor<172xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[171, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 172>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<172xi32>, tensor<i32>) -> tensor<172xi32>
    return %1 : tensor<172xi32>
  }
  func.func private @_where_12(%arg0: tensor<172xi1>, %arg1: tensor<i64>, %arg2: tensor<i64>) -> tensor<172xi64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i64>) -> tensor<172xi64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i64>) -> tensor<172xi64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<172xi1>, tensor<172xi64>
    return %2 : tensor<172xi64>
  }
  func.func private @_where_13(%arg0: tensor<172xi64>, %arg1: tensor<172xi64>, %arg2: tensor<172xi64>) -> tensor<172xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<172xi64>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<172xi64>, tensor<172xi64>) -> tensor<172xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<172xi1>, tensor<172xi64>
    return %2 : tensor<172xi64>
  }
  func.func private @argmax_14(%arg0: tensor<172xi64>) -> tensor<i64> {
    %0 = stablehlo.iota dim = 0 : tensor<172xi64>
    %c = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<172xi64>, tensor<172xi64>, tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
     reducer(%arg1: tensor<i64>, %arg3: tensor<i64>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i64>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<i64>, tensor<i64>
    }
    return %1#1 : tensor<i64>
  }
  func.func private @cumsum_15(%arg0: tensor<172xi64>) -> tensor<172xi64> {
    %0 = call @cumsum_16(%arg0) : (tensor<172xi64>) -> tensor<172xi64>
    return %0 : tensor<172xi64>
  }
  func.func private @cumsum_16(%arg0: tensor<172xi64>) -> tensor<172xi64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<i64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[171, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 172>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %2 : tensor<i64>
    }) : (tensor<172xi64>, tensor<i64>) -> tensor<172xi64>
    return %1 : tensor<172xi64>
  }
  func.func private @_where_17(%arg0: tensor<172xi1>, %arg1: tensor<ui8>, %arg2: tensor<ui8>) -> tensor<172xui8> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<172xi1>, tensor<172xui8>
    return %2 : tensor<172xui8>
  }
  func.func private @_where_18(%arg0: tensor<172xui8>, %arg1: tensor<172xui8>, %arg2: tensor<172xui8>) -> tensor<172xui8> {
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<172xui8>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<172xui8>, tensor<172xui8>) -> tensor<172xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<172xi1>, tensor<172xui8>
    return %2 : tensor<172xui8>
  }
  func.func private @argmax_19(%arg0: tensor<172xui8>) -> tensor<i64> {
    %0 = stablehlo.iota dim = 0 : tensor<172xi64>
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<172xui8>, tensor<172xi64>, tensor<ui8>, tensor<i64>) -> (tensor<ui8>, tensor<i64>)
     reducer(%arg1: tensor<ui8>, %arg3: tensor<ui8>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<ui8>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<ui8>, tensor<i64>
    }
    return %1#1 : tensor<i64>
  }
  func.func private @cumsum_20(%arg0: tensor<172xui8>) -> tensor<172xui8> {
    %0 = call @cumsum_21(%arg0) : (tensor<172xui8>) -> tensor<172xui8>
    return %0 : tensor<172xui8>
  }
  func.func private @cumsum_21(%arg0: tensor<172xui8>) -> tensor<172xui8> {
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<ui8>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[171, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 172>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<ui8>, %arg2: tensor<ui8>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<ui8>
      stablehlo.return %2 : tensor<ui8>
    }) : (tensor<172xui8>, tensor<ui8>) -> tensor<172xui8>
    return %1 : tensor<172xui8>
  }
  func.func private @_where_22(%arg0: tensor<172xi1>, %arg1: tensor<ui16>, %arg2: tensor<ui16>) -> tensor<172xui16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<172xi1>, tensor<172xui16>
    return %2 : tensor<172xui16>
  }
  func.func private @_where_23(%arg0: tensor<172xui16>, %arg1: tensor<172xui16>, %arg2: tensor<172xui16>) -> tensor<172xui16> {
    %c = stablehlo.constant dense<0> : tensor<ui16>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui16>) -> tensor<172xui16>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<172xui16>, tensor<172xui16>) -> tensor<172xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<172xi1>, tensor<172xui16>
    return %2 : tensor<172xui16>
  }
  func.func private @argmax_24(%arg0: tensor<172xui16>) -> tensor<i64> {
    %0 = stablehlo.iota dim = 0 : tensor<172xi64>
    %c = stablehlo.constant dense<0> : tensor<ui16>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<172xui16>, tensor<172xi64>, tensor<ui16>, tensor<i64>) -> (tensor<ui16>, tensor<i64>)
     reducer(%arg1: tensor<ui16>, %arg3: tensor<ui16>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<ui16>, tensor<ui16>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<ui16>, tensor<ui16>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<ui16>, tensor<ui16>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<ui16>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<ui16>, tensor<i64>
    }
    return %1#1 : tensor<i64>
  }
  func.func private @cumsum_25(%arg0: tensor<172xui16>) -> tensor<172xui16> {
    %0 = call @cumsum_26(%arg0) : (tensor<172xui16>) -> tensor<172xui16>
    return %0 : tensor<172xui16>
  }
  func.func private @cumsum_26(%arg0: tensor<172xui16>) -> tensor<172xui16> {
    %c = stablehlo.constant dense<0> : tensor<ui16>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui16>) -> tensor<ui16>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[171, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 172>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<ui16>, %arg2: tensor<ui16>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<ui16>
      stablehlo.return %2 : tensor<ui16>
    }) : (tensor<172xui16>, tensor<ui16>) -> tensor<172xui16>
    return %1 : tensor<172xui16>
  }
  func.func private @_where_27(%arg0: tensor<172xi1>, %arg1: tensor<ui32>, %arg2: tensor<ui32>) -> tensor<172xui32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<172xi1>, tensor<172xui32>
    return %2 : tensor<172xui32>
  }
  func.func private @_where_28(%arg0: tensor<172xui32>, %arg1: tensor<172xui32>, %arg2: tensor<172xui32>) -> tensor<172xui32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<172xui32>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<172xui32>, tensor<172xui32>) -> tensor<172xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<172xi1>, tensor<172xui32>
    return %2 : tensor<172xui32>
  }
  func.func private @argmax_29(%arg0: tensor<172xui32>) -> tensor<i64> {
    %0 = stablehlo.iota dim = 0 : tensor<172xi64>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<172xui32>, tensor<172xi64>, tensor<ui32>, tensor<i64>) -> (tensor<ui32>, tensor<i64>)
     reducer(%arg1: tensor<ui32>, %arg3: tensor<ui32>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<ui32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<ui32>, tensor<i64>
    }
    return %1#1 : tensor<i64>
  }
  func.func private @cumsum_30(%arg0: tensor<172xui32>) -> tensor<172xui32> {
    %0 = call @cumsum_31(%arg0) : (tensor<172xui32>) -> tensor<172xui32>
    return %0 : tensor<172xui32>
  }
  func.func private @cumsum_31(%arg0: tensor<172xui32>) -> tensor<172xui32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<ui32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[171, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 172>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<ui32>, %arg2: tensor<ui32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<ui32>
      stablehlo.return %2 : tensor<ui32>
    }) : (tensor<172xui32>, tensor<ui32>) -> tensor<172xui32>
    return %1 : tensor<172xui32>
  }
  func.func private @_where_32(%arg0: tensor<172xi1>, %arg1: tensor<ui64>, %arg2: tensor<ui64>) -> tensor<172xui64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<172xi1>, tensor<172xui64>
    return %2 : tensor<172xui64>
  }
  func.func private @_where_33(%arg0: tensor<172xui64>, %arg1: tensor<172xui64>, %arg2: tensor<172xui64>) -> tensor<172xui64> {
    %c = stablehlo.constant dense<0> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<172xui64>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<172xui64>, tensor<172xui64>) -> tensor<172xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<172xi1>, tensor<172xui64>
    return %2 : tensor<172xui64>
  }
  func.func private @argmax_34(%arg0: tensor<172xui64>) -> tensor<i64> {
    %0 = stablehlo.iota dim = 0 : tensor<172xi64>
    %c = stablehlo.constant dense<0> : tensor<ui64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<172xui64>, tensor<172xi64>, tensor<ui64>, tensor<i64>) -> (tensor<ui64>, tensor<i64>)
     reducer(%arg1: tensor<ui64>, %arg3: tensor<ui64>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<ui64>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<ui64>, tensor<i64>
    }
    return %1#1 : tensor<i64>
  }
  func.func private @cumsum_35(%arg0: tensor<172xui64>) -> tensor<172xui64> {
    %0 = call @cumsum_36(%arg0) : (tensor<172xui64>) -> tensor<172xui64>
    return %0 : tensor<172xui64>
  }
  func.func private @cumsum_36(%arg0: tensor<172xui64>) -> tensor<172xui64> {
    %c = stablehlo.constant dense<0> : tensor<ui64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<ui64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[171, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 172>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<ui64>, %arg2: tensor<ui64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<ui64>
      stablehlo.return %2 : tensor<ui64>
    }) : (tensor<172xui64>, tensor<ui64>) -> tensor<172xui64>
    return %1 : tensor<172xui64>
  }
}
