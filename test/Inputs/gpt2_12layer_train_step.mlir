module @jit_gpt2_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xf32>, %arg1: tensor<128x128xf32>, %arg2: tensor<384xf32>, %arg3: tensor<128x384xf32>, %arg4: tensor<128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<128xf32>, %arg8: tensor<512xf32>, %arg9: tensor<128x512xf32>, %arg10: tensor<128xf32>, %arg11: tensor<512x128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128x128xf32>, %arg14: tensor<384xf32>, %arg15: tensor<128x384xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128xf32>, %arg20: tensor<512xf32>, %arg21: tensor<128x512xf32>, %arg22: tensor<128xf32>, %arg23: tensor<512x128xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128x128xf32>, %arg26: tensor<384xf32>, %arg27: tensor<128x384xf32>, %arg28: tensor<128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<128xf32>, %arg31: tensor<128xf32>, %arg32: tensor<512xf32>, %arg33: tensor<128x512xf32>, %arg34: tensor<128xf32>, %arg35: tensor<512x128xf32>, %arg36: tensor<128xf32>, %arg37: tensor<128x128xf32>, %arg38: tensor<384xf32>, %arg39: tensor<128x384xf32>, %arg40: tensor<128xf32>, %arg41: tensor<128xf32>, %arg42: tensor<128xf32>, %arg43: tensor<128xf32>, %arg44: tensor<512xf32>, %arg45: tensor<128x512xf32>, %arg46: tensor<128xf32>, %arg47: tensor<512x128xf32>, %arg48: tensor<128xf32>, %arg49: tensor<128x128xf32>, %arg50: tensor<384xf32>, %arg51: tensor<128x384xf32>, %arg52: tensor<128xf32>, %arg53: tensor<128xf32>, %arg54: tensor<128xf32>, %arg55: tensor<128xf32>, %arg56: tensor<512xf32>, %arg57: tensor<128x512xf32>, %arg58: tensor<128xf32>, %arg59: tensor<512x128xf32>, %arg60: tensor<128xf32>, %arg61: tensor<128x128xf32>, %arg62: tensor<384xf32>, %arg63: tensor<128x384xf32>, %arg64: tensor<128xf32>, %arg65: tensor<128xf32>, %arg66: tensor<128xf32>, %arg67: tensor<128xf32>, %arg68: tensor<512xf32>, %arg69: tensor<128x512xf32>, %arg70: tensor<128xf32>, %arg71: tensor<512x128xf32>, %arg72: tensor<128xf32>, %arg73: tensor<128x128xf32>, %arg74: tensor<384xf32>, %arg75: tensor<128x384xf32>, %arg76: tensor<128xf32>, %arg77: tensor<128xf32>, %arg78: tensor<128xf32>, %arg79: tensor<128xf32>, %arg80: tensor<512xf32>, %arg81: tensor<128x512xf32>, %arg82: tensor<128xf32>, %arg83: tensor<512x128xf32>, %arg84: tensor<128xf32>, %arg85: tensor<128x128xf32>, %arg86: tensor<384xf32>, %arg87: tensor<128x384xf32>, %arg88: tensor<128xf32>, %arg89: tensor<128xf32>, %arg90: tensor<128xf32>, %arg91: tensor<128xf32>, %arg92: tensor<512xf32>, %arg93: tensor<128x512xf32>, %arg94: tensor<128xf32>, %arg95: tensor<512x128xf32>, %arg96: tensor<128xf32>, %arg97: tensor<128x128xf32>, %arg98: tensor<384xf32>, %arg99: tensor<128x384xf32>, %arg100: tensor<128xf32>, %arg101: tensor<128xf32>, %arg102: tensor<128xf32>, %arg103: tensor<128xf32>, %arg104: tensor<512xf32>, %arg105: tensor<128x512xf32>, %arg106: tensor<128xf32>, %arg107: tensor<512x128xf32>, %arg108: tensor<128xf32>, %arg109: tensor<128x128xf32>, %arg110: tensor<384xf32>, %arg111: tensor<128x384xf32>, %arg112: tensor<128xf32>, %arg113: tensor<128xf32>, %arg114: tensor<128xf32>, %arg115: tensor<128xf32>, %arg116: tensor<512xf32>, %arg117: tensor<128x512xf32>, %arg118: tensor<128xf32>, %arg119: tensor<512x128xf32>, %arg120: tensor<128xf32>, %arg121: tensor<128x128xf32>, %arg122: tensor<384xf32>, %arg123: tensor<128x384xf32>, %arg124: tensor<128xf32>, %arg125: tensor<128xf32>, %arg126: tensor<128xf32>, %arg127: tensor<128xf32>, %arg128: tensor<512xf32>, %arg129: tensor<128x512xf32>, %arg130: tensor<128xf32>, %arg131: tensor<512x128xf32>, %arg132: tensor<128xf32>, %arg133: tensor<128x128xf32>, %arg134: tensor<384xf32>, %arg135: tensor<128x384xf32>, %arg136: tensor<128xf32>, %arg137: tensor<128xf32>, %arg138: tensor<128xf32>, %arg139: tensor<128xf32>, %arg140: tensor<512xf32>, %arg141: tensor<128x512xf32>, %arg142: tensor<128xf32>, %arg143: tensor<512x128xf32>, %arg144: tensor<128xf32>, %arg145: tensor<128xf32>, %arg146: tensor<64x128xf32>, %arg147: tensor<1024x128xf32>, %arg148: tensor<i32>, %arg149: tensor<128xf32>, %arg150: tensor<128x128xf32>, %arg151: tensor<384xf32>, %arg152: tensor<128x384xf32>, %arg153: tensor<128xf32>, %arg154: tensor<128xf32>, %arg155: tensor<128xf32>, %arg156: tensor<128xf32>, %arg157: tensor<512xf32>, %arg158: tensor<128x512xf32>, %arg159: tensor<128xf32>, %arg160: tensor<512x128xf32>, %arg161: tensor<128xf32>, %arg162: tensor<128x128xf32>, %arg163: tensor<384xf32>, %arg164: tensor<128x384xf32>, %arg165: tensor<128xf32>, %arg166: tensor<128xf32>, %arg167: tensor<128xf32>, %arg168: tensor<128xf32>, %arg169: tensor<512xf32>, %arg170: tensor<128x512xf32>, %arg171: tensor<128xf32>, %arg172: tensor<512x128xf32>, %arg173: tensor<128xf32>, %arg174: tensor<128x128xf32>, %arg175: tensor<384xf32>, %arg176: tensor<128x384xf32>, %arg177: tensor<128xf32>, %arg178: tensor<128xf32>, %arg179: tensor<128xf32>, %arg180: tensor<128xf32>, %arg181: tensor<512xf32>, %arg182: tensor<128x512xf32>, %arg183: tensor<128xf32>, %arg184: tensor<512x128xf32>, %arg185: tensor<128xf32>, %arg186: tensor<128x128xf32>, %arg187: tensor<384xf32>, %arg188: tensor<128x384xf32>, %arg189: tensor<128xf32>, %arg190: tensor<128xf32>, %arg191: tensor<128xf32>, %arg192: tensor<128xf32>, %arg193: tensor<512xf32>, %arg194: tensor<128x512xf32>, %arg195: tensor<128xf32>, %arg196: tensor<512x128xf32>, %arg197: tensor<128xf32>, %arg198: tensor<128x128xf32>, %arg199: tensor<384xf32>, %arg200: tensor<128x384xf32>, %arg201: tensor<128xf32>, %arg202: tensor<128xf32>, %arg203: tensor<128xf32>, %arg204: tensor<128xf32>, %arg205: tensor<512xf32>, %arg206: tensor<128x512xf32>, %arg207: tensor<128xf32>, %arg208: tensor<512x128xf32>, %arg209: tensor<128xf32>, %arg210: tensor<128x128xf32>, %arg211: tensor<384xf32>, %arg212: tensor<128x384xf32>, %arg213: tensor<128xf32>, %arg214: tensor<128xf32>, %arg215: tensor<128xf32>, %arg216: tensor<128xf32>, %arg217: tensor<512xf32>, %arg218: tensor<128x512xf32>, %arg219: tensor<128xf32>, %arg220: tensor<512x128xf32>, %arg221: tensor<128xf32>, %arg222: tensor<128x128xf32>, %arg223: tensor<384xf32>, %arg224: tensor<128x384xf32>, %arg225: tensor<128xf32>, %arg226: tensor<128xf32>, %arg227: tensor<128xf32>, %arg228: tensor<128xf32>, %arg229: tensor<512xf32>, %arg230: tensor<128x512xf32>, %arg231: tensor<128xf32>, %arg232: tensor<512x128xf32>, %arg233: tensor<128xf32>, %arg234: tensor<128x128xf32>, %arg235: tensor<384xf32>, %arg236: tensor<128x384xf32>, %arg237: tensor<128xf32>, %arg238: tensor<128xf32>, %arg239: tensor<128xf32>, %arg240: tensor<128xf32>, %arg241: tensor<512xf32>, %arg242: tensor<128x512xf32>, %arg243: tensor<128xf32>, %arg244: tensor<512x128xf32>, %arg245: tensor<128xf32>, %arg246: tensor<128x128xf32>, %arg247: tensor<384xf32>, %arg248: tensor<128x384xf32>, %arg249: tensor<128xf32>, %arg250: tensor<128xf32>, %arg251: tensor<128xf32>, %arg252: tensor<128xf32>, %arg253: tensor<512xf32>, %arg254: tensor<128x512xf32>, %arg255: tensor<128xf32>, %arg256: tensor<512x128xf32>, %arg257: tensor<128xf32>, %arg258: tensor<128x128xf32>, %arg259: tensor<384xf32>, %arg260: tensor<128x384xf32>, %arg261: tensor<128xf32>, %arg262: tensor<128xf32>, %arg263: tensor<128xf32>, %arg264: tensor<128xf32>, %arg265: tensor<512xf32>, %arg266: tensor<128x512xf32>, %arg267: tensor<128xf32>, %arg268: tensor<512x128xf32>, %arg269: tensor<128xf32>, %arg270: tensor<128x128xf32>, %arg271: tensor<384xf32>, %arg272: tensor<128x384xf32>, %arg273: tensor<128xf32>, %arg274: tensor<128xf32>, %arg275: tensor<128xf32>, %arg276: tensor<128xf32>, %arg277: tensor<512xf32>, %arg278: tensor<128x512xf32>, %arg279: tensor<128xf32>, %arg280: tensor<512x128xf32>, %arg281: tensor<128xf32>, %arg282: tensor<128x128xf32>, %arg283: tensor<384xf32>, %arg284: tensor<128x384xf32>, %arg285: tensor<128xf32>, %arg286: tensor<128xf32>, %arg287: tensor<128xf32>, %arg288: tensor<128xf32>, %arg289: tensor<512xf32>, %arg290: tensor<128x512xf32>, %arg291: tensor<128xf32>, %arg292: tensor<512x128xf32>, %arg293: tensor<128xf32>, %arg294: tensor<128xf32>, %arg295: tensor<64x128xf32>, %arg296: tensor<1024x128xf32>, %arg297: tensor<128xf32>, %arg298: tensor<128x128xf32>, %arg299: tensor<384xf32>, %arg300: tensor<128x384xf32>, %arg301: tensor<128xf32>, %arg302: tensor<128xf32>, %arg303: tensor<128xf32>, %arg304: tensor<128xf32>, %arg305: tensor<512xf32>, %arg306: tensor<128x512xf32>, %arg307: tensor<128xf32>, %arg308: tensor<512x128xf32>, %arg309: tensor<128xf32>, %arg310: tensor<128x128xf32>, %arg311: tensor<384xf32>, %arg312: tensor<128x384xf32>, %arg313: tensor<128xf32>, %arg314: tensor<128xf32>, %arg315: tensor<128xf32>, %arg316: tensor<128xf32>, %arg317: tensor<512xf32>, %arg318: tensor<128x512xf32>, %arg319: tensor<128xf32>, %arg320: tensor<512x128xf32>, %arg321: tensor<128xf32>, %arg322: tensor<128x128xf32>, %arg323: tensor<384xf32>, %arg324: tensor<128x384xf32>, %arg325: tensor<128xf32>, %arg326: tensor<128xf32>, %arg327: tensor<128xf32>, %arg328: tensor<128xf32>, %arg329: tensor<512xf32>, %arg330: tensor<128x512xf32>, %arg331: tensor<128xf32>, %arg332: tensor<512x128xf32>, %arg333: tensor<128xf32>, %arg334: tensor<128x128xf32>, %arg335: tensor<384xf32>, %arg336: tensor<128x384xf32>, %arg337: tensor<128xf32>, %arg338: tensor<128xf32>, %arg339: tensor<128xf32>, %arg340: tensor<128xf32>, %arg341: tensor<512xf32>, %arg342: tensor<128x512xf32>, %arg343: tensor<128xf32>, %arg344: tensor<512x128xf32>, %arg345: tensor<128xf32>, %arg346: tensor<128x128xf32>, %arg347: tensor<384xf32>, %arg348: tensor<128x384xf32>, %arg349: tensor<128xf32>, %arg350: tensor<128xf32>, %arg351: tensor<128xf32>, %arg352: tensor<128xf32>, %arg353: tensor<512xf32>, %arg354: tensor<128x512xf32>, %arg355: tensor<128xf32>, %arg356: tensor<512x128xf32>, %arg357: tensor<128xf32>, %arg358: tensor<128x128xf32>, %arg359: tensor<384xf32>, %arg360: tensor<128x384xf32>, %arg361: tensor<128xf32>, %arg362: tensor<128xf32>, %arg363: tensor<128xf32>, %arg364: tensor<128xf32>, %arg365: tensor<512xf32>, %arg366: tensor<128x512xf32>, %arg367: tensor<128xf32>, %arg368: tensor<512x128xf32>, %arg369: tensor<128xf32>, %arg370: tensor<128x128xf32>, %arg371: tensor<384xf32>, %arg372: tensor<128x384xf32>, %arg373: tensor<128xf32>, %arg374: tensor<128xf32>, %arg375: tensor<128xf32>, %arg376: tensor<128xf32>, %arg377: tensor<512xf32>, %arg378: tensor<128x512xf32>, %arg379: tensor<128xf32>, %arg380: tensor<512x128xf32>, %arg381: tensor<128xf32>, %arg382: tensor<128x128xf32>, %arg383: tensor<384xf32>, %arg384: tensor<128x384xf32>, %arg385: tensor<128xf32>, %arg386: tensor<128xf32>, %arg387: tensor<128xf32>, %arg388: tensor<128xf32>, %arg389: tensor<512xf32>, %arg390: tensor<128x512xf32>, %arg391: tensor<128xf32>, %arg392: tensor<512x128xf32>, %arg393: tensor<128xf32>, %arg394: tensor<128x128xf32>, %arg395: tensor<384xf32>, %arg396: tensor<128x384xf32>, %arg397: tensor<128xf32>, %arg398: tensor<128xf32>, %arg399: tensor<128xf32>, %arg400: tensor<128xf32>, %arg401: tensor<512xf32>, %arg402: tensor<128x512xf32>, %arg403: tensor<128xf32>, %arg404: tensor<512x128xf32>, %arg405: tensor<128xf32>, %arg406: tensor<128x128xf32>, %arg407: tensor<384xf32>, %arg408: tensor<128x384xf32>, %arg409: tensor<128xf32>, %arg410: tensor<128xf32>, %arg411: tensor<128xf32>, %arg412: tensor<128xf32>, %arg413: tensor<512xf32>, %arg414: tensor<128x512xf32>, %arg415: tensor<128xf32>, %arg416: tensor<512x128xf32>, %arg417: tensor<128xf32>, %arg418: tensor<128x128xf32>, %arg419: tensor<384xf32>, %arg420: tensor<128x384xf32>, %arg421: tensor<128xf32>, %arg422: tensor<128xf32>, %arg423: tensor<128xf32>, %arg424: tensor<128xf32>, %arg425: tensor<512xf32>, %arg426: tensor<128x512xf32>, %arg427: tensor<128xf32>, %arg428: tensor<512x128xf32>, %arg429: tensor<128xf32>, %arg430: tensor<128x128xf32>, %arg431: tensor<384xf32>, %arg432: tensor<128x384xf32>, %arg433: tensor<128xf32>, %arg434: tensor<128xf32>, %arg435: tensor<128xf32>, %arg436: tensor<128xf32>, %arg437: tensor<512xf32>, %arg438: tensor<128x512xf32>, %arg439: tensor<128xf32>, %arg440: tensor<512x128xf32>, %arg441: tensor<128xf32>, %arg442: tensor<128xf32>, %arg443: tensor<64x128xf32>, %arg444: tensor<1024x128xf32>, %arg445: tensor<8x64xi32>, %arg446: tensor<8x64xi32>) -> (tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][2]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[0]['blocks'][2]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][2]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[0]['blocks'][2]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][2]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][2]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][2]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][2]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][2]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][2]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][2]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][2]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][3]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[0]['blocks'][3]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][3]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[0]['blocks'][3]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][3]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][3]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][3]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][3]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][3]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][3]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][3]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][3]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][4]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[0]['blocks'][4]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][4]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[0]['blocks'][4]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][4]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][4]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][4]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][4]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][4]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][4]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][4]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][4]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][5]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[0]['blocks'][5]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][5]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[0]['blocks'][5]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][5]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][5]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][5]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][5]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][5]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][5]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][5]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][5]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][6]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[0]['blocks'][6]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][6]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[0]['blocks'][6]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][6]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][6]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][6]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][6]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][6]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][6]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][6]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][6]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][7]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[0]['blocks'][7]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][7]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[0]['blocks'][7]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][7]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][7]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][7]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][7]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][7]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][7]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][7]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][7]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][8]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[0]['blocks'][8]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][8]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[0]['blocks'][8]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][8]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][8]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][8]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][8]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][8]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][8]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][8]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][8]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][9]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[0]['blocks'][9]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][9]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[0]['blocks'][9]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][9]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][9]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][9]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][9]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][9]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][9]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][9]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][9]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][10]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[0]['blocks'][10]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][10]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[0]['blocks'][10]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][10]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][10]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][10]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][10]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][10]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][10]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][10]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][10]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][11]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[0]['blocks'][11]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][11]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[0]['blocks'][11]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][11]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][11]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][11]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][11]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][11]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[0]['blocks'][11]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][11]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[0]['blocks'][11]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[0]['ln_f']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['ln_f']['scale']"}, tensor<64x128xf32> {jax.result_info = "result[0]['wpe']"}, tensor<1024x128xf32> {jax.result_info = "result[0]['wte']"}, tensor<i32> {jax.result_info = "result[1]['count']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['mu']['blocks'][0]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['mu']['blocks'][1]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][2]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['mu']['blocks'][2]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['mu']['blocks'][2]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['mu']['blocks'][2]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][2]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][2]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][2]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][2]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['mu']['blocks'][2]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['mu']['blocks'][2]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][2]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['mu']['blocks'][2]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][3]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['mu']['blocks'][3]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['mu']['blocks'][3]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['mu']['blocks'][3]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][3]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][3]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][3]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][3]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['mu']['blocks'][3]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['mu']['blocks'][3]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][3]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['mu']['blocks'][3]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][4]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['mu']['blocks'][4]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['mu']['blocks'][4]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['mu']['blocks'][4]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][4]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][4]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][4]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][4]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['mu']['blocks'][4]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['mu']['blocks'][4]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][4]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['mu']['blocks'][4]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][5]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['mu']['blocks'][5]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['mu']['blocks'][5]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['mu']['blocks'][5]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][5]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][5]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][5]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][5]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['mu']['blocks'][5]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['mu']['blocks'][5]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][5]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['mu']['blocks'][5]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][6]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['mu']['blocks'][6]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['mu']['blocks'][6]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['mu']['blocks'][6]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][6]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][6]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][6]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][6]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['mu']['blocks'][6]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['mu']['blocks'][6]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][6]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['mu']['blocks'][6]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][7]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['mu']['blocks'][7]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['mu']['blocks'][7]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['mu']['blocks'][7]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][7]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][7]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][7]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][7]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['mu']['blocks'][7]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['mu']['blocks'][7]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][7]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['mu']['blocks'][7]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][8]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['mu']['blocks'][8]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['mu']['blocks'][8]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['mu']['blocks'][8]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][8]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][8]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][8]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][8]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['mu']['blocks'][8]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['mu']['blocks'][8]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][8]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['mu']['blocks'][8]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][9]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['mu']['blocks'][9]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['mu']['blocks'][9]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['mu']['blocks'][9]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][9]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][9]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][9]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][9]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['mu']['blocks'][9]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['mu']['blocks'][9]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][9]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['mu']['blocks'][9]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][10]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['mu']['blocks'][10]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['mu']['blocks'][10]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['mu']['blocks'][10]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][10]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][10]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][10]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][10]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['mu']['blocks'][10]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['mu']['blocks'][10]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][10]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['mu']['blocks'][10]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][11]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['mu']['blocks'][11]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['mu']['blocks'][11]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['mu']['blocks'][11]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][11]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][11]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][11]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][11]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['mu']['blocks'][11]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['mu']['blocks'][11]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['blocks'][11]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['mu']['blocks'][11]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['ln_f']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['mu']['ln_f']['scale']"}, tensor<64x128xf32> {jax.result_info = "result[1]['mu']['wpe']"}, tensor<1024x128xf32> {jax.result_info = "result[1]['mu']['wte']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['nu']['blocks'][0]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['nu']['blocks'][1]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][2]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['nu']['blocks'][2]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['nu']['blocks'][2]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['nu']['blocks'][2]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][2]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][2]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][2]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][2]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['nu']['blocks'][2]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['nu']['blocks'][2]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][2]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['nu']['blocks'][2]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][3]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['nu']['blocks'][3]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['nu']['blocks'][3]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['nu']['blocks'][3]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][3]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][3]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][3]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][3]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['nu']['blocks'][3]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['nu']['blocks'][3]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][3]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['nu']['blocks'][3]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][4]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['nu']['blocks'][4]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['nu']['blocks'][4]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['nu']['blocks'][4]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][4]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][4]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][4]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][4]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['nu']['blocks'][4]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['nu']['blocks'][4]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][4]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['nu']['blocks'][4]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][5]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['nu']['blocks'][5]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['nu']['blocks'][5]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['nu']['blocks'][5]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][5]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][5]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][5]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][5]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['nu']['blocks'][5]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['nu']['blocks'][5]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][5]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['nu']['blocks'][5]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][6]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['nu']['blocks'][6]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['nu']['blocks'][6]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['nu']['blocks'][6]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][6]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][6]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][6]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][6]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['nu']['blocks'][6]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['nu']['blocks'][6]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][6]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['nu']['blocks'][6]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][7]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['nu']['blocks'][7]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['nu']['blocks'][7]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['nu']['blocks'][7]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][7]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][7]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][7]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][7]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['nu']['blocks'][7]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['nu']['blocks'][7]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][7]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['nu']['blocks'][7]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][8]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['nu']['blocks'][8]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['nu']['blocks'][8]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['nu']['blocks'][8]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][8]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][8]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][8]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][8]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['nu']['blocks'][8]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['nu']['blocks'][8]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][8]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['nu']['blocks'][8]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][9]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['nu']['blocks'][9]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['nu']['blocks'][9]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['nu']['blocks'][9]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][9]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][9]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][9]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][9]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['nu']['blocks'][9]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['nu']['blocks'][9]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][9]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['nu']['blocks'][9]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][10]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['nu']['blocks'][10]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['nu']['blocks'][10]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['nu']['blocks'][10]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][10]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][10]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][10]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][10]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['nu']['blocks'][10]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['nu']['blocks'][10]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][10]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['nu']['blocks'][10]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][11]['attn']['proj']['b']"}, tensor<128x128xf32> {jax.result_info = "result[1]['nu']['blocks'][11]['attn']['proj']['w']"}, tensor<384xf32> {jax.result_info = "result[1]['nu']['blocks'][11]['attn']['qkv']['b']"}, tensor<128x384xf32> {jax.result_info = "result[1]['nu']['blocks'][11]['attn']['qkv']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][11]['ln1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][11]['ln1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][11]['ln2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][11]['ln2']['scale']"}, tensor<512xf32> {jax.result_info = "result[1]['nu']['blocks'][11]['mlp']['fc']['b']"}, tensor<128x512xf32> {jax.result_info = "result[1]['nu']['blocks'][11]['mlp']['fc']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['blocks'][11]['mlp']['proj']['b']"}, tensor<512x128xf32> {jax.result_info = "result[1]['nu']['blocks'][11]['mlp']['proj']['w']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['ln_f']['bias']"}, tensor<128xf32> {jax.result_info = "result[1]['nu']['ln_f']['scale']"}, tensor<64x128xf32> {jax.result_info = "result[1]['nu']['wpe']"}, tensor<1024x128xf32> {jax.result_info = "result[1]['nu']['wte']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg445, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg445, %2 : tensor<8x64xi32>
    %4 = stablehlo.select %1, %3, %arg445 : tensor<8x64xi1>, tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %6 = "stablehlo.gather"(%arg147, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<1024x128xf32>, tensor<8x64x1xi32>) -> tensor<8x64x128xf32>
    %7 = stablehlo.broadcast_in_dim %arg146, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x64x128xf32>) -> tensor<8x64x128xf32>
    %9 = stablehlo.add %6, %8 : tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x64x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<8x64x128xf32>
    %16 = chlo.square %15 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %18 = stablehlo.multiply %17, %15 : tensor<8x64x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%16 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_4 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<8x64x1xf32>
    %23 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %24 = stablehlo.subtract %9, %23 : tensor<8x64x128xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %26 = stablehlo.add %22, %25 : tensor<8x64x1xf32>
    %27 = stablehlo.rsqrt %26 : tensor<8x64x1xf32>
    %28 = stablehlo.divide %27, %26 : tensor<8x64x1xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<8x64x1xf32>
    %31 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %32 = stablehlo.multiply %24, %31 : tensor<8x64x128xf32>
    %33 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %35 = stablehlo.multiply %32, %34 : tensor<8x64x128xf32>
    %36 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %38 = stablehlo.add %35, %37 : tensor<8x64x128xf32>
    %39 = stablehlo.dot_general %38, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %40 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %42 = stablehlo.add %39, %41 : tensor<8x64x384xf32>
    %43 = stablehlo.slice %42 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %44 = stablehlo.slice %42 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %45 = stablehlo.slice %42 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %46 = stablehlo.reshape %43 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %47 = stablehlo.reshape %44 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %48 = stablehlo.reshape %45 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %49 = stablehlo.dot_general %46, %47, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %50 = stablehlo.sqrt %cst_7 : tensor<f32>
    %51 = stablehlo.convert %50 : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %53 = stablehlo.divide %49, %52 : tensor<8x4x64x64xf32>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %54 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %55 = call @tril(%54) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_9 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %56:2 = call @_where(%55, %53, %cst_9) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.reduce(%56#0 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %59 = stablehlo.maximum %58, %57 : tensor<8x4x64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %62 = stablehlo.subtract %56#0, %61 : tensor<8x4x64x64xf32>
    %63 = stablehlo.exponential %62 : tensor<8x4x64x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %67 = stablehlo.divide %63, %66 : tensor<8x4x64x64xf32>
    %68 = stablehlo.multiply %65, %65 : tensor<8x4x64x1xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %70 = stablehlo.divide %69, %68 : tensor<8x4x64x1xf32>
    %71 = stablehlo.dot_general %48, %67, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %72 = stablehlo.transpose %71, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %73 = stablehlo.reshape %72 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %74 = stablehlo.dot_general %73, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %75 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %77 = stablehlo.add %74, %76 : tensor<8x64x128xf32>
    %78 = stablehlo.add %9, %77 : tensor<8x64x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_15 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %82 = stablehlo.divide %80, %81 : tensor<8x64x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %84 = stablehlo.subtract %78, %83 : tensor<8x64x128xf32>
    %85 = chlo.square %84 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %87 = stablehlo.multiply %86, %84 : tensor<8x64x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%85 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %91 = stablehlo.divide %89, %90 : tensor<8x64x1xf32>
    %92 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %93 = stablehlo.subtract %78, %92 : tensor<8x64x128xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %95 = stablehlo.add %91, %94 : tensor<8x64x1xf32>
    %96 = stablehlo.rsqrt %95 : tensor<8x64x1xf32>
    %97 = stablehlo.divide %96, %95 : tensor<8x64x1xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<8x64x1xf32>
    %100 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %101 = stablehlo.multiply %93, %100 : tensor<8x64x128xf32>
    %102 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %104 = stablehlo.multiply %101, %103 : tensor<8x64x128xf32>
    %105 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %107 = stablehlo.add %104, %106 : tensor<8x64x128xf32>
    %108 = stablehlo.dot_general %107, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %109 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %111 = stablehlo.add %108, %110 : tensor<8x64x512xf32>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %113 = stablehlo.multiply %112, %111 : tensor<8x64x512xf32>
    %114 = stablehlo.multiply %111, %111 : tensor<8x64x512xf32>
    %115 = stablehlo.multiply %114, %111 : tensor<8x64x512xf32>
    %116 = stablehlo.multiply %111, %111 : tensor<8x64x512xf32>
    %cst_22 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<8x64x512xf32>
    %cst_23 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %120 = stablehlo.multiply %119, %115 : tensor<8x64x512xf32>
    %121 = stablehlo.add %111, %120 : tensor<8x64x512xf32>
    %cst_24 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %123 = stablehlo.multiply %122, %121 : tensor<8x64x512xf32>
    %124 = stablehlo.tanh %123 : tensor<8x64x512xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %126 = stablehlo.subtract %125, %124 : tensor<8x64x512xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %128 = stablehlo.add %127, %124 : tensor<8x64x512xf32>
    %129 = stablehlo.multiply %113, %128 : tensor<8x64x512xf32>
    %130 = stablehlo.dot_general %129, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %131 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %133 = stablehlo.add %130, %132 : tensor<8x64x128xf32>
    %134 = stablehlo.add %78, %133 : tensor<8x64x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_28 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %138 = stablehlo.divide %136, %137 : tensor<8x64x1xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %140 = stablehlo.subtract %134, %139 : tensor<8x64x128xf32>
    %141 = chlo.square %140 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %143 = stablehlo.multiply %142, %140 : tensor<8x64x128xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%141 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_31 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %147 = stablehlo.divide %145, %146 : tensor<8x64x1xf32>
    %148 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %149 = stablehlo.subtract %134, %148 : tensor<8x64x128xf32>
    %cst_32 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %151 = stablehlo.add %147, %150 : tensor<8x64x1xf32>
    %152 = stablehlo.rsqrt %151 : tensor<8x64x1xf32>
    %153 = stablehlo.divide %152, %151 : tensor<8x64x1xf32>
    %cst_33 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %155 = stablehlo.multiply %154, %153 : tensor<8x64x1xf32>
    %156 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %157 = stablehlo.multiply %149, %156 : tensor<8x64x128xf32>
    %158 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %160 = stablehlo.multiply %157, %159 : tensor<8x64x128xf32>
    %161 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %163 = stablehlo.add %160, %162 : tensor<8x64x128xf32>
    %164 = stablehlo.dot_general %163, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %165 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %167 = stablehlo.add %164, %166 : tensor<8x64x384xf32>
    %168 = stablehlo.slice %167 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %169 = stablehlo.slice %167 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %170 = stablehlo.slice %167 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %171 = stablehlo.reshape %168 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %172 = stablehlo.reshape %169 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %173 = stablehlo.reshape %170 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %174 = stablehlo.dot_general %171, %172, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_34 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %175 = stablehlo.sqrt %cst_34 : tensor<f32>
    %176 = stablehlo.convert %175 : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %178 = stablehlo.divide %174, %177 : tensor<8x4x64x64xf32>
    %c_35 = stablehlo.constant dense<true> : tensor<i1>
    %179 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %180 = call @tril(%179) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_36 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %181:2 = call @_where(%180, %178, %cst_36) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %182 = stablehlo.reduce(%181#0 init: %cst_37) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %184 = stablehlo.maximum %183, %182 : tensor<8x4x64xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %187 = stablehlo.subtract %181#0, %186 : tensor<8x4x64x64xf32>
    %188 = stablehlo.exponential %187 : tensor<8x4x64x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_39) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %192 = stablehlo.divide %188, %191 : tensor<8x4x64x64xf32>
    %193 = stablehlo.multiply %190, %190 : tensor<8x4x64x1xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %195 = stablehlo.divide %194, %193 : tensor<8x4x64x1xf32>
    %196 = stablehlo.dot_general %173, %192, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %197 = stablehlo.transpose %196, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %198 = stablehlo.reshape %197 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %199 = stablehlo.dot_general %198, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %200 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %202 = stablehlo.add %199, %201 : tensor<8x64x128xf32>
    %203 = stablehlo.add %134, %202 : tensor<8x64x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%203 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_42 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %207 = stablehlo.divide %205, %206 : tensor<8x64x1xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %209 = stablehlo.subtract %203, %208 : tensor<8x64x128xf32>
    %210 = chlo.square %209 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_43 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %212 = stablehlo.multiply %211, %209 : tensor<8x64x128xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.reduce(%210 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_45 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %216 = stablehlo.divide %214, %215 : tensor<8x64x1xf32>
    %217 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %218 = stablehlo.subtract %203, %217 : tensor<8x64x128xf32>
    %cst_46 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %220 = stablehlo.add %216, %219 : tensor<8x64x1xf32>
    %221 = stablehlo.rsqrt %220 : tensor<8x64x1xf32>
    %222 = stablehlo.divide %221, %220 : tensor<8x64x1xf32>
    %cst_47 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %224 = stablehlo.multiply %223, %222 : tensor<8x64x1xf32>
    %225 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %226 = stablehlo.multiply %218, %225 : tensor<8x64x128xf32>
    %227 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %229 = stablehlo.multiply %226, %228 : tensor<8x64x128xf32>
    %230 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %232 = stablehlo.add %229, %231 : tensor<8x64x128xf32>
    %233 = stablehlo.dot_general %232, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %234 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %236 = stablehlo.add %233, %235 : tensor<8x64x512xf32>
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %238 = stablehlo.multiply %237, %236 : tensor<8x64x512xf32>
    %239 = stablehlo.multiply %236, %236 : tensor<8x64x512xf32>
    %240 = stablehlo.multiply %239, %236 : tensor<8x64x512xf32>
    %241 = stablehlo.multiply %236, %236 : tensor<8x64x512xf32>
    %cst_49 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %243 = stablehlo.multiply %242, %241 : tensor<8x64x512xf32>
    %cst_50 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %245 = stablehlo.multiply %244, %240 : tensor<8x64x512xf32>
    %246 = stablehlo.add %236, %245 : tensor<8x64x512xf32>
    %cst_51 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %248 = stablehlo.multiply %247, %246 : tensor<8x64x512xf32>
    %249 = stablehlo.tanh %248 : tensor<8x64x512xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %251 = stablehlo.subtract %250, %249 : tensor<8x64x512xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %253 = stablehlo.add %252, %249 : tensor<8x64x512xf32>
    %254 = stablehlo.multiply %238, %253 : tensor<8x64x512xf32>
    %255 = stablehlo.dot_general %254, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %256 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %258 = stablehlo.add %255, %257 : tensor<8x64x128xf32>
    %259 = stablehlo.add %203, %258 : tensor<8x64x128xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.reduce(%259 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_55 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %263 = stablehlo.divide %261, %262 : tensor<8x64x1xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %265 = stablehlo.subtract %259, %264 : tensor<8x64x128xf32>
    %266 = chlo.square %265 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_56 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %268 = stablehlo.multiply %267, %265 : tensor<8x64x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%266 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_58 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %272 = stablehlo.divide %270, %271 : tensor<8x64x1xf32>
    %273 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %274 = stablehlo.subtract %259, %273 : tensor<8x64x128xf32>
    %cst_59 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %276 = stablehlo.add %272, %275 : tensor<8x64x1xf32>
    %277 = stablehlo.rsqrt %276 : tensor<8x64x1xf32>
    %278 = stablehlo.divide %277, %276 : tensor<8x64x1xf32>
    %cst_60 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %280 = stablehlo.multiply %279, %278 : tensor<8x64x1xf32>
    %281 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %282 = stablehlo.multiply %274, %281 : tensor<8x64x128xf32>
    %283 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %285 = stablehlo.multiply %282, %284 : tensor<8x64x128xf32>
    %286 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %288 = stablehlo.add %285, %287 : tensor<8x64x128xf32>
    %289 = stablehlo.dot_general %288, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %290 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %292 = stablehlo.add %289, %291 : tensor<8x64x384xf32>
    %293 = stablehlo.slice %292 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %294 = stablehlo.slice %292 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %295 = stablehlo.slice %292 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %296 = stablehlo.reshape %293 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %297 = stablehlo.reshape %294 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %298 = stablehlo.reshape %295 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %299 = stablehlo.dot_general %296, %297, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_61 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %300 = stablehlo.sqrt %cst_61 : tensor<f32>
    %301 = stablehlo.convert %300 : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %303 = stablehlo.divide %299, %302 : tensor<8x4x64x64xf32>
    %c_62 = stablehlo.constant dense<true> : tensor<i1>
    %304 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %305 = call @tril(%304) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_63 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %306:2 = call @_where(%305, %303, %cst_63) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %307 = stablehlo.reduce(%306#0 init: %cst_64) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %309 = stablehlo.maximum %308, %307 : tensor<8x4x64xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %312 = stablehlo.subtract %306#0, %311 : tensor<8x4x64x64xf32>
    %313 = stablehlo.exponential %312 : tensor<8x4x64x64xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.reduce(%313 init: %cst_66) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %317 = stablehlo.divide %313, %316 : tensor<8x4x64x64xf32>
    %318 = stablehlo.multiply %315, %315 : tensor<8x4x64x1xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %320 = stablehlo.divide %319, %318 : tensor<8x4x64x1xf32>
    %321 = stablehlo.dot_general %298, %317, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %322 = stablehlo.transpose %321, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %323 = stablehlo.reshape %322 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %324 = stablehlo.dot_general %323, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %325 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %327 = stablehlo.add %324, %326 : tensor<8x64x128xf32>
    %328 = stablehlo.add %259, %327 : tensor<8x64x128xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %329 = stablehlo.reduce(%328 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_69 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %332 = stablehlo.divide %330, %331 : tensor<8x64x1xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %334 = stablehlo.subtract %328, %333 : tensor<8x64x128xf32>
    %335 = chlo.square %334 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_70 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %337 = stablehlo.multiply %336, %334 : tensor<8x64x128xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%335 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_72 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %341 = stablehlo.divide %339, %340 : tensor<8x64x1xf32>
    %342 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %343 = stablehlo.subtract %328, %342 : tensor<8x64x128xf32>
    %cst_73 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %345 = stablehlo.add %341, %344 : tensor<8x64x1xf32>
    %346 = stablehlo.rsqrt %345 : tensor<8x64x1xf32>
    %347 = stablehlo.divide %346, %345 : tensor<8x64x1xf32>
    %cst_74 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %349 = stablehlo.multiply %348, %347 : tensor<8x64x1xf32>
    %350 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %351 = stablehlo.multiply %343, %350 : tensor<8x64x128xf32>
    %352 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %354 = stablehlo.multiply %351, %353 : tensor<8x64x128xf32>
    %355 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %357 = stablehlo.add %354, %356 : tensor<8x64x128xf32>
    %358 = stablehlo.dot_general %357, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %359 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %361 = stablehlo.add %358, %360 : tensor<8x64x512xf32>
    %cst_75 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %363 = stablehlo.multiply %362, %361 : tensor<8x64x512xf32>
    %364 = stablehlo.multiply %361, %361 : tensor<8x64x512xf32>
    %365 = stablehlo.multiply %364, %361 : tensor<8x64x512xf32>
    %366 = stablehlo.multiply %361, %361 : tensor<8x64x512xf32>
    %cst_76 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %368 = stablehlo.multiply %367, %366 : tensor<8x64x512xf32>
    %cst_77 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %370 = stablehlo.multiply %369, %365 : tensor<8x64x512xf32>
    %371 = stablehlo.add %361, %370 : tensor<8x64x512xf32>
    %cst_78 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %373 = stablehlo.multiply %372, %371 : tensor<8x64x512xf32>
    %374 = stablehlo.tanh %373 : tensor<8x64x512xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %376 = stablehlo.subtract %375, %374 : tensor<8x64x512xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %378 = stablehlo.add %377, %374 : tensor<8x64x512xf32>
    %379 = stablehlo.multiply %363, %378 : tensor<8x64x512xf32>
    %380 = stablehlo.dot_general %379, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %381 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %383 = stablehlo.add %380, %382 : tensor<8x64x128xf32>
    %384 = stablehlo.add %328, %383 : tensor<8x64x128xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %385 = stablehlo.reduce(%384 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_82 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %388 = stablehlo.divide %386, %387 : tensor<8x64x1xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %390 = stablehlo.subtract %384, %389 : tensor<8x64x128xf32>
    %391 = chlo.square %390 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_83 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %393 = stablehlo.multiply %392, %390 : tensor<8x64x128xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.reduce(%391 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_85 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %397 = stablehlo.divide %395, %396 : tensor<8x64x1xf32>
    %398 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %399 = stablehlo.subtract %384, %398 : tensor<8x64x128xf32>
    %cst_86 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %401 = stablehlo.add %397, %400 : tensor<8x64x1xf32>
    %402 = stablehlo.rsqrt %401 : tensor<8x64x1xf32>
    %403 = stablehlo.divide %402, %401 : tensor<8x64x1xf32>
    %cst_87 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %405 = stablehlo.multiply %404, %403 : tensor<8x64x1xf32>
    %406 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %407 = stablehlo.multiply %399, %406 : tensor<8x64x128xf32>
    %408 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %410 = stablehlo.multiply %407, %409 : tensor<8x64x128xf32>
    %411 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %413 = stablehlo.add %410, %412 : tensor<8x64x128xf32>
    %414 = stablehlo.dot_general %413, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %415 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %417 = stablehlo.add %414, %416 : tensor<8x64x384xf32>
    %418 = stablehlo.slice %417 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %419 = stablehlo.slice %417 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %420 = stablehlo.slice %417 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %421 = stablehlo.reshape %418 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %422 = stablehlo.reshape %419 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %423 = stablehlo.reshape %420 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %424 = stablehlo.dot_general %421, %422, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_88 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %425 = stablehlo.sqrt %cst_88 : tensor<f32>
    %426 = stablehlo.convert %425 : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %428 = stablehlo.divide %424, %427 : tensor<8x4x64x64xf32>
    %c_89 = stablehlo.constant dense<true> : tensor<i1>
    %429 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %430 = call @tril(%429) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_90 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %431:2 = call @_where(%430, %428, %cst_90) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %432 = stablehlo.reduce(%431#0 init: %cst_91) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_92 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %434 = stablehlo.maximum %433, %432 : tensor<8x4x64xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %437 = stablehlo.subtract %431#0, %436 : tensor<8x4x64x64xf32>
    %438 = stablehlo.exponential %437 : tensor<8x4x64x64xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %439 = stablehlo.reduce(%438 init: %cst_93) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %442 = stablehlo.divide %438, %441 : tensor<8x4x64x64xf32>
    %443 = stablehlo.multiply %440, %440 : tensor<8x4x64x1xf32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %445 = stablehlo.divide %444, %443 : tensor<8x4x64x1xf32>
    %446 = stablehlo.dot_general %423, %442, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %447 = stablehlo.transpose %446, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %448 = stablehlo.reshape %447 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %449 = stablehlo.dot_general %448, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %450 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %452 = stablehlo.add %449, %451 : tensor<8x64x128xf32>
    %453 = stablehlo.add %384, %452 : tensor<8x64x128xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %454 = stablehlo.reduce(%453 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_96 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %457 = stablehlo.divide %455, %456 : tensor<8x64x1xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %459 = stablehlo.subtract %453, %458 : tensor<8x64x128xf32>
    %460 = chlo.square %459 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_97 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %462 = stablehlo.multiply %461, %459 : tensor<8x64x128xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.reduce(%460 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_99 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %466 = stablehlo.divide %464, %465 : tensor<8x64x1xf32>
    %467 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %468 = stablehlo.subtract %453, %467 : tensor<8x64x128xf32>
    %cst_100 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %470 = stablehlo.add %466, %469 : tensor<8x64x1xf32>
    %471 = stablehlo.rsqrt %470 : tensor<8x64x1xf32>
    %472 = stablehlo.divide %471, %470 : tensor<8x64x1xf32>
    %cst_101 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %474 = stablehlo.multiply %473, %472 : tensor<8x64x1xf32>
    %475 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %476 = stablehlo.multiply %468, %475 : tensor<8x64x128xf32>
    %477 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %479 = stablehlo.multiply %476, %478 : tensor<8x64x128xf32>
    %480 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %482 = stablehlo.add %479, %481 : tensor<8x64x128xf32>
    %483 = stablehlo.dot_general %482, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %484 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %486 = stablehlo.add %483, %485 : tensor<8x64x512xf32>
    %cst_102 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %488 = stablehlo.multiply %487, %486 : tensor<8x64x512xf32>
    %489 = stablehlo.multiply %486, %486 : tensor<8x64x512xf32>
    %490 = stablehlo.multiply %489, %486 : tensor<8x64x512xf32>
    %491 = stablehlo.multiply %486, %486 : tensor<8x64x512xf32>
    %cst_103 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %493 = stablehlo.multiply %492, %491 : tensor<8x64x512xf32>
    %cst_104 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %495 = stablehlo.multiply %494, %490 : tensor<8x64x512xf32>
    %496 = stablehlo.add %486, %495 : tensor<8x64x512xf32>
    %cst_105 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %498 = stablehlo.multiply %497, %496 : tensor<8x64x512xf32>
    %499 = stablehlo.tanh %498 : tensor<8x64x512xf32>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %501 = stablehlo.subtract %500, %499 : tensor<8x64x512xf32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %503 = stablehlo.add %502, %499 : tensor<8x64x512xf32>
    %504 = stablehlo.multiply %488, %503 : tensor<8x64x512xf32>
    %505 = stablehlo.dot_general %504, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %506 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %508 = stablehlo.add %505, %507 : tensor<8x64x128xf32>
    %509 = stablehlo.add %453, %508 : tensor<8x64x128xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %510 = stablehlo.reduce(%509 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_109 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %513 = stablehlo.divide %511, %512 : tensor<8x64x1xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %515 = stablehlo.subtract %509, %514 : tensor<8x64x128xf32>
    %516 = chlo.square %515 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_110 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %518 = stablehlo.multiply %517, %515 : tensor<8x64x128xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %519 = stablehlo.reduce(%516 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_112 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %522 = stablehlo.divide %520, %521 : tensor<8x64x1xf32>
    %523 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %524 = stablehlo.subtract %509, %523 : tensor<8x64x128xf32>
    %cst_113 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %526 = stablehlo.add %522, %525 : tensor<8x64x1xf32>
    %527 = stablehlo.rsqrt %526 : tensor<8x64x1xf32>
    %528 = stablehlo.divide %527, %526 : tensor<8x64x1xf32>
    %cst_114 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %530 = stablehlo.multiply %529, %528 : tensor<8x64x1xf32>
    %531 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %532 = stablehlo.multiply %524, %531 : tensor<8x64x128xf32>
    %533 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %535 = stablehlo.multiply %532, %534 : tensor<8x64x128xf32>
    %536 = stablehlo.broadcast_in_dim %arg52, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %538 = stablehlo.add %535, %537 : tensor<8x64x128xf32>
    %539 = stablehlo.dot_general %538, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %540 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %542 = stablehlo.add %539, %541 : tensor<8x64x384xf32>
    %543 = stablehlo.slice %542 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %544 = stablehlo.slice %542 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %545 = stablehlo.slice %542 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %546 = stablehlo.reshape %543 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %547 = stablehlo.reshape %544 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %548 = stablehlo.reshape %545 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %549 = stablehlo.dot_general %546, %547, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_115 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %550 = stablehlo.sqrt %cst_115 : tensor<f32>
    %551 = stablehlo.convert %550 : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %553 = stablehlo.divide %549, %552 : tensor<8x4x64x64xf32>
    %c_116 = stablehlo.constant dense<true> : tensor<i1>
    %554 = stablehlo.broadcast_in_dim %c_116, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %555 = call @tril(%554) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_117 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %556:2 = call @_where(%555, %553, %cst_117) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_118 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %557 = stablehlo.reduce(%556#0 init: %cst_118) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_119 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %559 = stablehlo.maximum %558, %557 : tensor<8x4x64xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %562 = stablehlo.subtract %556#0, %561 : tensor<8x4x64x64xf32>
    %563 = stablehlo.exponential %562 : tensor<8x4x64x64xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%563 init: %cst_120) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %567 = stablehlo.divide %563, %566 : tensor<8x4x64x64xf32>
    %568 = stablehlo.multiply %565, %565 : tensor<8x4x64x1xf32>
    %cst_121 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %570 = stablehlo.divide %569, %568 : tensor<8x4x64x1xf32>
    %571 = stablehlo.dot_general %548, %567, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %572 = stablehlo.transpose %571, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %573 = stablehlo.reshape %572 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %574 = stablehlo.dot_general %573, %arg49, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %575 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %577 = stablehlo.add %574, %576 : tensor<8x64x128xf32>
    %578 = stablehlo.add %509, %577 : tensor<8x64x128xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %579 = stablehlo.reduce(%578 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_123 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %582 = stablehlo.divide %580, %581 : tensor<8x64x1xf32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %584 = stablehlo.subtract %578, %583 : tensor<8x64x128xf32>
    %585 = chlo.square %584 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_124 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %587 = stablehlo.multiply %586, %584 : tensor<8x64x128xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.reduce(%585 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_126 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %591 = stablehlo.divide %589, %590 : tensor<8x64x1xf32>
    %592 = stablehlo.broadcast_in_dim %582, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %593 = stablehlo.subtract %578, %592 : tensor<8x64x128xf32>
    %cst_127 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %595 = stablehlo.add %591, %594 : tensor<8x64x1xf32>
    %596 = stablehlo.rsqrt %595 : tensor<8x64x1xf32>
    %597 = stablehlo.divide %596, %595 : tensor<8x64x1xf32>
    %cst_128 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %599 = stablehlo.multiply %598, %597 : tensor<8x64x1xf32>
    %600 = stablehlo.broadcast_in_dim %596, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %601 = stablehlo.multiply %593, %600 : tensor<8x64x128xf32>
    %602 = stablehlo.broadcast_in_dim %arg55, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %604 = stablehlo.multiply %601, %603 : tensor<8x64x128xf32>
    %605 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %607 = stablehlo.add %604, %606 : tensor<8x64x128xf32>
    %608 = stablehlo.dot_general %607, %arg57, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %609 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %611 = stablehlo.add %608, %610 : tensor<8x64x512xf32>
    %cst_129 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %613 = stablehlo.multiply %612, %611 : tensor<8x64x512xf32>
    %614 = stablehlo.multiply %611, %611 : tensor<8x64x512xf32>
    %615 = stablehlo.multiply %614, %611 : tensor<8x64x512xf32>
    %616 = stablehlo.multiply %611, %611 : tensor<8x64x512xf32>
    %cst_130 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %617 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %618 = stablehlo.multiply %617, %616 : tensor<8x64x512xf32>
    %cst_131 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %620 = stablehlo.multiply %619, %615 : tensor<8x64x512xf32>
    %621 = stablehlo.add %611, %620 : tensor<8x64x512xf32>
    %cst_132 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %623 = stablehlo.multiply %622, %621 : tensor<8x64x512xf32>
    %624 = stablehlo.tanh %623 : tensor<8x64x512xf32>
    %cst_133 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %626 = stablehlo.subtract %625, %624 : tensor<8x64x512xf32>
    %cst_134 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %628 = stablehlo.add %627, %624 : tensor<8x64x512xf32>
    %629 = stablehlo.multiply %613, %628 : tensor<8x64x512xf32>
    %630 = stablehlo.dot_general %629, %arg59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %631 = stablehlo.broadcast_in_dim %arg58, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %633 = stablehlo.add %630, %632 : tensor<8x64x128xf32>
    %634 = stablehlo.add %578, %633 : tensor<8x64x128xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %635 = stablehlo.reduce(%634 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_136 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %638 = stablehlo.divide %636, %637 : tensor<8x64x1xf32>
    %639 = stablehlo.broadcast_in_dim %638, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %640 = stablehlo.subtract %634, %639 : tensor<8x64x128xf32>
    %641 = chlo.square %640 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_137 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %643 = stablehlo.multiply %642, %640 : tensor<8x64x128xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %644 = stablehlo.reduce(%641 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %645 = stablehlo.broadcast_in_dim %644, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_139 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %647 = stablehlo.divide %645, %646 : tensor<8x64x1xf32>
    %648 = stablehlo.broadcast_in_dim %638, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %649 = stablehlo.subtract %634, %648 : tensor<8x64x128xf32>
    %cst_140 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %651 = stablehlo.add %647, %650 : tensor<8x64x1xf32>
    %652 = stablehlo.rsqrt %651 : tensor<8x64x1xf32>
    %653 = stablehlo.divide %652, %651 : tensor<8x64x1xf32>
    %cst_141 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %655 = stablehlo.multiply %654, %653 : tensor<8x64x1xf32>
    %656 = stablehlo.broadcast_in_dim %652, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %657 = stablehlo.multiply %649, %656 : tensor<8x64x128xf32>
    %658 = stablehlo.broadcast_in_dim %arg65, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %659 = stablehlo.broadcast_in_dim %658, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %660 = stablehlo.multiply %657, %659 : tensor<8x64x128xf32>
    %661 = stablehlo.broadcast_in_dim %arg64, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %663 = stablehlo.add %660, %662 : tensor<8x64x128xf32>
    %664 = stablehlo.dot_general %663, %arg63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %665 = stablehlo.broadcast_in_dim %arg62, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %666 = stablehlo.broadcast_in_dim %665, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %667 = stablehlo.add %664, %666 : tensor<8x64x384xf32>
    %668 = stablehlo.slice %667 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %669 = stablehlo.slice %667 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %670 = stablehlo.slice %667 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %671 = stablehlo.reshape %668 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %672 = stablehlo.reshape %669 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %673 = stablehlo.reshape %670 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %674 = stablehlo.dot_general %671, %672, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_142 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %675 = stablehlo.sqrt %cst_142 : tensor<f32>
    %676 = stablehlo.convert %675 : tensor<f32>
    %677 = stablehlo.broadcast_in_dim %676, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %678 = stablehlo.divide %674, %677 : tensor<8x4x64x64xf32>
    %c_143 = stablehlo.constant dense<true> : tensor<i1>
    %679 = stablehlo.broadcast_in_dim %c_143, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %680 = call @tril(%679) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_144 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %681:2 = call @_where(%680, %678, %cst_144) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_145 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %682 = stablehlo.reduce(%681#0 init: %cst_145) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_146 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %684 = stablehlo.maximum %683, %682 : tensor<8x4x64xf32>
    %685 = stablehlo.broadcast_in_dim %684, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %686 = stablehlo.broadcast_in_dim %685, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %687 = stablehlo.subtract %681#0, %686 : tensor<8x4x64x64xf32>
    %688 = stablehlo.exponential %687 : tensor<8x4x64x64xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %689 = stablehlo.reduce(%688 init: %cst_147) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %690 = stablehlo.broadcast_in_dim %689, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %691 = stablehlo.broadcast_in_dim %690, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %692 = stablehlo.divide %688, %691 : tensor<8x4x64x64xf32>
    %693 = stablehlo.multiply %690, %690 : tensor<8x4x64x1xf32>
    %cst_148 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %695 = stablehlo.divide %694, %693 : tensor<8x4x64x1xf32>
    %696 = stablehlo.dot_general %673, %692, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %697 = stablehlo.transpose %696, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %698 = stablehlo.reshape %697 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %699 = stablehlo.dot_general %698, %arg61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %700 = stablehlo.broadcast_in_dim %arg60, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %701 = stablehlo.broadcast_in_dim %700, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %702 = stablehlo.add %699, %701 : tensor<8x64x128xf32>
    %703 = stablehlo.add %634, %702 : tensor<8x64x128xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %704 = stablehlo.reduce(%703 init: %cst_149) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %705 = stablehlo.broadcast_in_dim %704, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_150 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %707 = stablehlo.divide %705, %706 : tensor<8x64x1xf32>
    %708 = stablehlo.broadcast_in_dim %707, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %709 = stablehlo.subtract %703, %708 : tensor<8x64x128xf32>
    %710 = chlo.square %709 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_151 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %712 = stablehlo.multiply %711, %709 : tensor<8x64x128xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %713 = stablehlo.reduce(%710 init: %cst_152) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %714 = stablehlo.broadcast_in_dim %713, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_153 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %716 = stablehlo.divide %714, %715 : tensor<8x64x1xf32>
    %717 = stablehlo.broadcast_in_dim %707, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %718 = stablehlo.subtract %703, %717 : tensor<8x64x128xf32>
    %cst_154 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %720 = stablehlo.add %716, %719 : tensor<8x64x1xf32>
    %721 = stablehlo.rsqrt %720 : tensor<8x64x1xf32>
    %722 = stablehlo.divide %721, %720 : tensor<8x64x1xf32>
    %cst_155 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %724 = stablehlo.multiply %723, %722 : tensor<8x64x1xf32>
    %725 = stablehlo.broadcast_in_dim %721, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %726 = stablehlo.multiply %718, %725 : tensor<8x64x128xf32>
    %727 = stablehlo.broadcast_in_dim %arg67, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %728 = stablehlo.broadcast_in_dim %727, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %729 = stablehlo.multiply %726, %728 : tensor<8x64x128xf32>
    %730 = stablehlo.broadcast_in_dim %arg66, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %731 = stablehlo.broadcast_in_dim %730, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %732 = stablehlo.add %729, %731 : tensor<8x64x128xf32>
    %733 = stablehlo.dot_general %732, %arg69, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %734 = stablehlo.broadcast_in_dim %arg68, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %735 = stablehlo.broadcast_in_dim %734, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %736 = stablehlo.add %733, %735 : tensor<8x64x512xf32>
    %cst_156 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %738 = stablehlo.multiply %737, %736 : tensor<8x64x512xf32>
    %739 = stablehlo.multiply %736, %736 : tensor<8x64x512xf32>
    %740 = stablehlo.multiply %739, %736 : tensor<8x64x512xf32>
    %741 = stablehlo.multiply %736, %736 : tensor<8x64x512xf32>
    %cst_157 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %743 = stablehlo.multiply %742, %741 : tensor<8x64x512xf32>
    %cst_158 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %745 = stablehlo.multiply %744, %740 : tensor<8x64x512xf32>
    %746 = stablehlo.add %736, %745 : tensor<8x64x512xf32>
    %cst_159 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %748 = stablehlo.multiply %747, %746 : tensor<8x64x512xf32>
    %749 = stablehlo.tanh %748 : tensor<8x64x512xf32>
    %cst_160 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %751 = stablehlo.subtract %750, %749 : tensor<8x64x512xf32>
    %cst_161 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %753 = stablehlo.add %752, %749 : tensor<8x64x512xf32>
    %754 = stablehlo.multiply %738, %753 : tensor<8x64x512xf32>
    %755 = stablehlo.dot_general %754, %arg71, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %756 = stablehlo.broadcast_in_dim %arg70, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %757 = stablehlo.broadcast_in_dim %756, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %758 = stablehlo.add %755, %757 : tensor<8x64x128xf32>
    %759 = stablehlo.add %703, %758 : tensor<8x64x128xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %760 = stablehlo.reduce(%759 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %761 = stablehlo.broadcast_in_dim %760, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_163 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %763 = stablehlo.divide %761, %762 : tensor<8x64x1xf32>
    %764 = stablehlo.broadcast_in_dim %763, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %765 = stablehlo.subtract %759, %764 : tensor<8x64x128xf32>
    %766 = chlo.square %765 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_164 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %768 = stablehlo.multiply %767, %765 : tensor<8x64x128xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %769 = stablehlo.reduce(%766 init: %cst_165) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %770 = stablehlo.broadcast_in_dim %769, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_166 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %772 = stablehlo.divide %770, %771 : tensor<8x64x1xf32>
    %773 = stablehlo.broadcast_in_dim %763, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %774 = stablehlo.subtract %759, %773 : tensor<8x64x128xf32>
    %cst_167 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %776 = stablehlo.add %772, %775 : tensor<8x64x1xf32>
    %777 = stablehlo.rsqrt %776 : tensor<8x64x1xf32>
    %778 = stablehlo.divide %777, %776 : tensor<8x64x1xf32>
    %cst_168 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %780 = stablehlo.multiply %779, %778 : tensor<8x64x1xf32>
    %781 = stablehlo.broadcast_in_dim %777, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %782 = stablehlo.multiply %774, %781 : tensor<8x64x128xf32>
    %783 = stablehlo.broadcast_in_dim %arg77, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %784 = stablehlo.broadcast_in_dim %783, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %785 = stablehlo.multiply %782, %784 : tensor<8x64x128xf32>
    %786 = stablehlo.broadcast_in_dim %arg76, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %787 = stablehlo.broadcast_in_dim %786, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %788 = stablehlo.add %785, %787 : tensor<8x64x128xf32>
    %789 = stablehlo.dot_general %788, %arg75, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %790 = stablehlo.broadcast_in_dim %arg74, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %791 = stablehlo.broadcast_in_dim %790, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %792 = stablehlo.add %789, %791 : tensor<8x64x384xf32>
    %793 = stablehlo.slice %792 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %794 = stablehlo.slice %792 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %795 = stablehlo.slice %792 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %796 = stablehlo.reshape %793 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %797 = stablehlo.reshape %794 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %798 = stablehlo.reshape %795 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %799 = stablehlo.dot_general %796, %797, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_169 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %800 = stablehlo.sqrt %cst_169 : tensor<f32>
    %801 = stablehlo.convert %800 : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %801, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %803 = stablehlo.divide %799, %802 : tensor<8x4x64x64xf32>
    %c_170 = stablehlo.constant dense<true> : tensor<i1>
    %804 = stablehlo.broadcast_in_dim %c_170, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %805 = call @tril(%804) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_171 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %806:2 = call @_where(%805, %803, %cst_171) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_172 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %807 = stablehlo.reduce(%806#0 init: %cst_172) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_173 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %809 = stablehlo.maximum %808, %807 : tensor<8x4x64xf32>
    %810 = stablehlo.broadcast_in_dim %809, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %811 = stablehlo.broadcast_in_dim %810, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %812 = stablehlo.subtract %806#0, %811 : tensor<8x4x64x64xf32>
    %813 = stablehlo.exponential %812 : tensor<8x4x64x64xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %814 = stablehlo.reduce(%813 init: %cst_174) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %815 = stablehlo.broadcast_in_dim %814, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %816 = stablehlo.broadcast_in_dim %815, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %817 = stablehlo.divide %813, %816 : tensor<8x4x64x64xf32>
    %818 = stablehlo.multiply %815, %815 : tensor<8x4x64x1xf32>
    %cst_175 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %820 = stablehlo.divide %819, %818 : tensor<8x4x64x1xf32>
    %821 = stablehlo.dot_general %798, %817, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %822 = stablehlo.transpose %821, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %823 = stablehlo.reshape %822 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %824 = stablehlo.dot_general %823, %arg73, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %825 = stablehlo.broadcast_in_dim %arg72, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %827 = stablehlo.add %824, %826 : tensor<8x64x128xf32>
    %828 = stablehlo.add %759, %827 : tensor<8x64x128xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %829 = stablehlo.reduce(%828 init: %cst_176) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %830 = stablehlo.broadcast_in_dim %829, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_177 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %832 = stablehlo.divide %830, %831 : tensor<8x64x1xf32>
    %833 = stablehlo.broadcast_in_dim %832, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %834 = stablehlo.subtract %828, %833 : tensor<8x64x128xf32>
    %835 = chlo.square %834 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_178 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %837 = stablehlo.multiply %836, %834 : tensor<8x64x128xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %838 = stablehlo.reduce(%835 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %839 = stablehlo.broadcast_in_dim %838, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_180 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %841 = stablehlo.divide %839, %840 : tensor<8x64x1xf32>
    %842 = stablehlo.broadcast_in_dim %832, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %843 = stablehlo.subtract %828, %842 : tensor<8x64x128xf32>
    %cst_181 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %845 = stablehlo.add %841, %844 : tensor<8x64x1xf32>
    %846 = stablehlo.rsqrt %845 : tensor<8x64x1xf32>
    %847 = stablehlo.divide %846, %845 : tensor<8x64x1xf32>
    %cst_182 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %849 = stablehlo.multiply %848, %847 : tensor<8x64x1xf32>
    %850 = stablehlo.broadcast_in_dim %846, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %851 = stablehlo.multiply %843, %850 : tensor<8x64x128xf32>
    %852 = stablehlo.broadcast_in_dim %arg79, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %853 = stablehlo.broadcast_in_dim %852, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %854 = stablehlo.multiply %851, %853 : tensor<8x64x128xf32>
    %855 = stablehlo.broadcast_in_dim %arg78, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %856 = stablehlo.broadcast_in_dim %855, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %857 = stablehlo.add %854, %856 : tensor<8x64x128xf32>
    %858 = stablehlo.dot_general %857, %arg81, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %859 = stablehlo.broadcast_in_dim %arg80, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %860 = stablehlo.broadcast_in_dim %859, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %861 = stablehlo.add %858, %860 : tensor<8x64x512xf32>
    %cst_183 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %863 = stablehlo.multiply %862, %861 : tensor<8x64x512xf32>
    %864 = stablehlo.multiply %861, %861 : tensor<8x64x512xf32>
    %865 = stablehlo.multiply %864, %861 : tensor<8x64x512xf32>
    %866 = stablehlo.multiply %861, %861 : tensor<8x64x512xf32>
    %cst_184 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %868 = stablehlo.multiply %867, %866 : tensor<8x64x512xf32>
    %cst_185 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %870 = stablehlo.multiply %869, %865 : tensor<8x64x512xf32>
    %871 = stablehlo.add %861, %870 : tensor<8x64x512xf32>
    %cst_186 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %873 = stablehlo.multiply %872, %871 : tensor<8x64x512xf32>
    %874 = stablehlo.tanh %873 : tensor<8x64x512xf32>
    %cst_187 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %876 = stablehlo.subtract %875, %874 : tensor<8x64x512xf32>
    %cst_188 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %878 = stablehlo.add %877, %874 : tensor<8x64x512xf32>
    %879 = stablehlo.multiply %863, %878 : tensor<8x64x512xf32>
    %880 = stablehlo.dot_general %879, %arg83, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %881 = stablehlo.broadcast_in_dim %arg82, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %882 = stablehlo.broadcast_in_dim %881, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %883 = stablehlo.add %880, %882 : tensor<8x64x128xf32>
    %884 = stablehlo.add %828, %883 : tensor<8x64x128xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %885 = stablehlo.reduce(%884 init: %cst_189) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %886 = stablehlo.broadcast_in_dim %885, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_190 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %888 = stablehlo.divide %886, %887 : tensor<8x64x1xf32>
    %889 = stablehlo.broadcast_in_dim %888, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %890 = stablehlo.subtract %884, %889 : tensor<8x64x128xf32>
    %891 = chlo.square %890 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_191 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %893 = stablehlo.multiply %892, %890 : tensor<8x64x128xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %894 = stablehlo.reduce(%891 init: %cst_192) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %895 = stablehlo.broadcast_in_dim %894, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_193 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %897 = stablehlo.divide %895, %896 : tensor<8x64x1xf32>
    %898 = stablehlo.broadcast_in_dim %888, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %899 = stablehlo.subtract %884, %898 : tensor<8x64x128xf32>
    %cst_194 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %901 = stablehlo.add %897, %900 : tensor<8x64x1xf32>
    %902 = stablehlo.rsqrt %901 : tensor<8x64x1xf32>
    %903 = stablehlo.divide %902, %901 : tensor<8x64x1xf32>
    %cst_195 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %905 = stablehlo.multiply %904, %903 : tensor<8x64x1xf32>
    %906 = stablehlo.broadcast_in_dim %902, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %907 = stablehlo.multiply %899, %906 : tensor<8x64x128xf32>
    %908 = stablehlo.broadcast_in_dim %arg89, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %909 = stablehlo.broadcast_in_dim %908, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %910 = stablehlo.multiply %907, %909 : tensor<8x64x128xf32>
    %911 = stablehlo.broadcast_in_dim %arg88, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %912 = stablehlo.broadcast_in_dim %911, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %913 = stablehlo.add %910, %912 : tensor<8x64x128xf32>
    %914 = stablehlo.dot_general %913, %arg87, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %915 = stablehlo.broadcast_in_dim %arg86, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %916 = stablehlo.broadcast_in_dim %915, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %917 = stablehlo.add %914, %916 : tensor<8x64x384xf32>
    %918 = stablehlo.slice %917 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %919 = stablehlo.slice %917 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %920 = stablehlo.slice %917 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %921 = stablehlo.reshape %918 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %922 = stablehlo.reshape %919 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %923 = stablehlo.reshape %920 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %924 = stablehlo.dot_general %921, %922, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_196 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %925 = stablehlo.sqrt %cst_196 : tensor<f32>
    %926 = stablehlo.convert %925 : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %928 = stablehlo.divide %924, %927 : tensor<8x4x64x64xf32>
    %c_197 = stablehlo.constant dense<true> : tensor<i1>
    %929 = stablehlo.broadcast_in_dim %c_197, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %930 = call @tril(%929) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_198 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %931:2 = call @_where(%930, %928, %cst_198) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_199 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %932 = stablehlo.reduce(%931#0 init: %cst_199) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_200 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %934 = stablehlo.maximum %933, %932 : tensor<8x4x64xf32>
    %935 = stablehlo.broadcast_in_dim %934, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %936 = stablehlo.broadcast_in_dim %935, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %937 = stablehlo.subtract %931#0, %936 : tensor<8x4x64x64xf32>
    %938 = stablehlo.exponential %937 : tensor<8x4x64x64xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %939 = stablehlo.reduce(%938 init: %cst_201) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %940 = stablehlo.broadcast_in_dim %939, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %941 = stablehlo.broadcast_in_dim %940, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %942 = stablehlo.divide %938, %941 : tensor<8x4x64x64xf32>
    %943 = stablehlo.multiply %940, %940 : tensor<8x4x64x1xf32>
    %cst_202 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %945 = stablehlo.divide %944, %943 : tensor<8x4x64x1xf32>
    %946 = stablehlo.dot_general %923, %942, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %947 = stablehlo.transpose %946, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %948 = stablehlo.reshape %947 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %949 = stablehlo.dot_general %948, %arg85, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %950 = stablehlo.broadcast_in_dim %arg84, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %951 = stablehlo.broadcast_in_dim %950, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %952 = stablehlo.add %949, %951 : tensor<8x64x128xf32>
    %953 = stablehlo.add %884, %952 : tensor<8x64x128xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %954 = stablehlo.reduce(%953 init: %cst_203) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %955 = stablehlo.broadcast_in_dim %954, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_204 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %957 = stablehlo.divide %955, %956 : tensor<8x64x1xf32>
    %958 = stablehlo.broadcast_in_dim %957, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %959 = stablehlo.subtract %953, %958 : tensor<8x64x128xf32>
    %960 = chlo.square %959 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_205 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %962 = stablehlo.multiply %961, %959 : tensor<8x64x128xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %963 = stablehlo.reduce(%960 init: %cst_206) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %964 = stablehlo.broadcast_in_dim %963, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_207 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %966 = stablehlo.divide %964, %965 : tensor<8x64x1xf32>
    %967 = stablehlo.broadcast_in_dim %957, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %968 = stablehlo.subtract %953, %967 : tensor<8x64x128xf32>
    %cst_208 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %969 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %970 = stablehlo.add %966, %969 : tensor<8x64x1xf32>
    %971 = stablehlo.rsqrt %970 : tensor<8x64x1xf32>
    %972 = stablehlo.divide %971, %970 : tensor<8x64x1xf32>
    %cst_209 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %974 = stablehlo.multiply %973, %972 : tensor<8x64x1xf32>
    %975 = stablehlo.broadcast_in_dim %971, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %976 = stablehlo.multiply %968, %975 : tensor<8x64x128xf32>
    %977 = stablehlo.broadcast_in_dim %arg91, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %978 = stablehlo.broadcast_in_dim %977, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %979 = stablehlo.multiply %976, %978 : tensor<8x64x128xf32>
    %980 = stablehlo.broadcast_in_dim %arg90, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %981 = stablehlo.broadcast_in_dim %980, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %982 = stablehlo.add %979, %981 : tensor<8x64x128xf32>
    %983 = stablehlo.dot_general %982, %arg93, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %984 = stablehlo.broadcast_in_dim %arg92, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %985 = stablehlo.broadcast_in_dim %984, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %986 = stablehlo.add %983, %985 : tensor<8x64x512xf32>
    %cst_210 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %988 = stablehlo.multiply %987, %986 : tensor<8x64x512xf32>
    %989 = stablehlo.multiply %986, %986 : tensor<8x64x512xf32>
    %990 = stablehlo.multiply %989, %986 : tensor<8x64x512xf32>
    %991 = stablehlo.multiply %986, %986 : tensor<8x64x512xf32>
    %cst_211 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %993 = stablehlo.multiply %992, %991 : tensor<8x64x512xf32>
    %cst_212 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %995 = stablehlo.multiply %994, %990 : tensor<8x64x512xf32>
    %996 = stablehlo.add %986, %995 : tensor<8x64x512xf32>
    %cst_213 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %998 = stablehlo.multiply %997, %996 : tensor<8x64x512xf32>
    %999 = stablehlo.tanh %998 : tensor<8x64x512xf32>
    %cst_214 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1001 = stablehlo.subtract %1000, %999 : tensor<8x64x512xf32>
    %cst_215 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1002 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1003 = stablehlo.add %1002, %999 : tensor<8x64x512xf32>
    %1004 = stablehlo.multiply %988, %1003 : tensor<8x64x512xf32>
    %1005 = stablehlo.dot_general %1004, %arg95, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %1006 = stablehlo.broadcast_in_dim %arg94, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1007 = stablehlo.broadcast_in_dim %1006, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1008 = stablehlo.add %1005, %1007 : tensor<8x64x128xf32>
    %1009 = stablehlo.add %953, %1008 : tensor<8x64x128xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1010 = stablehlo.reduce(%1009 init: %cst_216) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1011 = stablehlo.broadcast_in_dim %1010, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_217 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1013 = stablehlo.divide %1011, %1012 : tensor<8x64x1xf32>
    %1014 = stablehlo.broadcast_in_dim %1013, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1015 = stablehlo.subtract %1009, %1014 : tensor<8x64x128xf32>
    %1016 = chlo.square %1015 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_218 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1017 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %1018 = stablehlo.multiply %1017, %1015 : tensor<8x64x128xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1019 = stablehlo.reduce(%1016 init: %cst_219) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1020 = stablehlo.broadcast_in_dim %1019, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_220 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1022 = stablehlo.divide %1020, %1021 : tensor<8x64x1xf32>
    %1023 = stablehlo.broadcast_in_dim %1013, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1024 = stablehlo.subtract %1009, %1023 : tensor<8x64x128xf32>
    %cst_221 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1026 = stablehlo.add %1022, %1025 : tensor<8x64x1xf32>
    %1027 = stablehlo.rsqrt %1026 : tensor<8x64x1xf32>
    %1028 = stablehlo.divide %1027, %1026 : tensor<8x64x1xf32>
    %cst_222 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1030 = stablehlo.multiply %1029, %1028 : tensor<8x64x1xf32>
    %1031 = stablehlo.broadcast_in_dim %1027, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1032 = stablehlo.multiply %1024, %1031 : tensor<8x64x128xf32>
    %1033 = stablehlo.broadcast_in_dim %arg101, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1034 = stablehlo.broadcast_in_dim %1033, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1035 = stablehlo.multiply %1032, %1034 : tensor<8x64x128xf32>
    %1036 = stablehlo.broadcast_in_dim %arg100, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1037 = stablehlo.broadcast_in_dim %1036, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1038 = stablehlo.add %1035, %1037 : tensor<8x64x128xf32>
    %1039 = stablehlo.dot_general %1038, %arg99, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %1040 = stablehlo.broadcast_in_dim %arg98, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %1041 = stablehlo.broadcast_in_dim %1040, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %1042 = stablehlo.add %1039, %1041 : tensor<8x64x384xf32>
    %1043 = stablehlo.slice %1042 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %1044 = stablehlo.slice %1042 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %1045 = stablehlo.slice %1042 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %1046 = stablehlo.reshape %1043 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %1047 = stablehlo.reshape %1044 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %1048 = stablehlo.reshape %1045 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %1049 = stablehlo.dot_general %1046, %1047, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_223 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1050 = stablehlo.sqrt %cst_223 : tensor<f32>
    %1051 = stablehlo.convert %1050 : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %1051, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1053 = stablehlo.divide %1049, %1052 : tensor<8x4x64x64xf32>
    %c_224 = stablehlo.constant dense<true> : tensor<i1>
    %1054 = stablehlo.broadcast_in_dim %c_224, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %1055 = call @tril(%1054) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_225 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1056:2 = call @_where(%1055, %1053, %cst_225) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_226 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1057 = stablehlo.reduce(%1056#0 init: %cst_226) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_227 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %1059 = stablehlo.maximum %1058, %1057 : tensor<8x4x64xf32>
    %1060 = stablehlo.broadcast_in_dim %1059, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %1061 = stablehlo.broadcast_in_dim %1060, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %1062 = stablehlo.subtract %1056#0, %1061 : tensor<8x4x64x64xf32>
    %1063 = stablehlo.exponential %1062 : tensor<8x4x64x64xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1064 = stablehlo.reduce(%1063 init: %cst_228) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %1065 = stablehlo.broadcast_in_dim %1064, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %1066 = stablehlo.broadcast_in_dim %1065, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %1067 = stablehlo.divide %1063, %1066 : tensor<8x4x64x64xf32>
    %1068 = stablehlo.multiply %1065, %1065 : tensor<8x4x64x1xf32>
    %cst_229 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %1070 = stablehlo.divide %1069, %1068 : tensor<8x4x64x1xf32>
    %1071 = stablehlo.dot_general %1048, %1067, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %1072 = stablehlo.transpose %1071, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %1073 = stablehlo.reshape %1072 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %1074 = stablehlo.dot_general %1073, %arg97, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %1075 = stablehlo.broadcast_in_dim %arg96, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1076 = stablehlo.broadcast_in_dim %1075, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1077 = stablehlo.add %1074, %1076 : tensor<8x64x128xf32>
    %1078 = stablehlo.add %1009, %1077 : tensor<8x64x128xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1079 = stablehlo.reduce(%1078 init: %cst_230) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1080 = stablehlo.broadcast_in_dim %1079, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_231 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1082 = stablehlo.divide %1080, %1081 : tensor<8x64x1xf32>
    %1083 = stablehlo.broadcast_in_dim %1082, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1084 = stablehlo.subtract %1078, %1083 : tensor<8x64x128xf32>
    %1085 = chlo.square %1084 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_232 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %1087 = stablehlo.multiply %1086, %1084 : tensor<8x64x128xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1088 = stablehlo.reduce(%1085 init: %cst_233) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1089 = stablehlo.broadcast_in_dim %1088, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_234 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1091 = stablehlo.divide %1089, %1090 : tensor<8x64x1xf32>
    %1092 = stablehlo.broadcast_in_dim %1082, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1093 = stablehlo.subtract %1078, %1092 : tensor<8x64x128xf32>
    %cst_235 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1094 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1095 = stablehlo.add %1091, %1094 : tensor<8x64x1xf32>
    %1096 = stablehlo.rsqrt %1095 : tensor<8x64x1xf32>
    %1097 = stablehlo.divide %1096, %1095 : tensor<8x64x1xf32>
    %cst_236 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1098 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1099 = stablehlo.multiply %1098, %1097 : tensor<8x64x1xf32>
    %1100 = stablehlo.broadcast_in_dim %1096, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1101 = stablehlo.multiply %1093, %1100 : tensor<8x64x128xf32>
    %1102 = stablehlo.broadcast_in_dim %arg103, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1103 = stablehlo.broadcast_in_dim %1102, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1104 = stablehlo.multiply %1101, %1103 : tensor<8x64x128xf32>
    %1105 = stablehlo.broadcast_in_dim %arg102, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1106 = stablehlo.broadcast_in_dim %1105, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1107 = stablehlo.add %1104, %1106 : tensor<8x64x128xf32>
    %1108 = stablehlo.dot_general %1107, %arg105, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %1109 = stablehlo.broadcast_in_dim %arg104, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1110 = stablehlo.broadcast_in_dim %1109, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %1111 = stablehlo.add %1108, %1110 : tensor<8x64x512xf32>
    %cst_237 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1112 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1113 = stablehlo.multiply %1112, %1111 : tensor<8x64x512xf32>
    %1114 = stablehlo.multiply %1111, %1111 : tensor<8x64x512xf32>
    %1115 = stablehlo.multiply %1114, %1111 : tensor<8x64x512xf32>
    %1116 = stablehlo.multiply %1111, %1111 : tensor<8x64x512xf32>
    %cst_238 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1118 = stablehlo.multiply %1117, %1116 : tensor<8x64x512xf32>
    %cst_239 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1120 = stablehlo.multiply %1119, %1115 : tensor<8x64x512xf32>
    %1121 = stablehlo.add %1111, %1120 : tensor<8x64x512xf32>
    %cst_240 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1122 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1123 = stablehlo.multiply %1122, %1121 : tensor<8x64x512xf32>
    %1124 = stablehlo.tanh %1123 : tensor<8x64x512xf32>
    %cst_241 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1125 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1126 = stablehlo.subtract %1125, %1124 : tensor<8x64x512xf32>
    %cst_242 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1127 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1128 = stablehlo.add %1127, %1124 : tensor<8x64x512xf32>
    %1129 = stablehlo.multiply %1113, %1128 : tensor<8x64x512xf32>
    %1130 = stablehlo.dot_general %1129, %arg107, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %1131 = stablehlo.broadcast_in_dim %arg106, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1132 = stablehlo.broadcast_in_dim %1131, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1133 = stablehlo.add %1130, %1132 : tensor<8x64x128xf32>
    %1134 = stablehlo.add %1078, %1133 : tensor<8x64x128xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1135 = stablehlo.reduce(%1134 init: %cst_243) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1136 = stablehlo.broadcast_in_dim %1135, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_244 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1138 = stablehlo.divide %1136, %1137 : tensor<8x64x1xf32>
    %1139 = stablehlo.broadcast_in_dim %1138, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1140 = stablehlo.subtract %1134, %1139 : tensor<8x64x128xf32>
    %1141 = chlo.square %1140 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_245 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1142 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %1143 = stablehlo.multiply %1142, %1140 : tensor<8x64x128xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1144 = stablehlo.reduce(%1141 init: %cst_246) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1145 = stablehlo.broadcast_in_dim %1144, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_247 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1146 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1147 = stablehlo.divide %1145, %1146 : tensor<8x64x1xf32>
    %1148 = stablehlo.broadcast_in_dim %1138, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1149 = stablehlo.subtract %1134, %1148 : tensor<8x64x128xf32>
    %cst_248 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1151 = stablehlo.add %1147, %1150 : tensor<8x64x1xf32>
    %1152 = stablehlo.rsqrt %1151 : tensor<8x64x1xf32>
    %1153 = stablehlo.divide %1152, %1151 : tensor<8x64x1xf32>
    %cst_249 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1154 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1155 = stablehlo.multiply %1154, %1153 : tensor<8x64x1xf32>
    %1156 = stablehlo.broadcast_in_dim %1152, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1157 = stablehlo.multiply %1149, %1156 : tensor<8x64x128xf32>
    %1158 = stablehlo.broadcast_in_dim %arg113, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1159 = stablehlo.broadcast_in_dim %1158, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1160 = stablehlo.multiply %1157, %1159 : tensor<8x64x128xf32>
    %1161 = stablehlo.broadcast_in_dim %arg112, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1162 = stablehlo.broadcast_in_dim %1161, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1163 = stablehlo.add %1160, %1162 : tensor<8x64x128xf32>
    %1164 = stablehlo.dot_general %1163, %arg111, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %1165 = stablehlo.broadcast_in_dim %arg110, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %1166 = stablehlo.broadcast_in_dim %1165, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %1167 = stablehlo.add %1164, %1166 : tensor<8x64x384xf32>
    %1168 = stablehlo.slice %1167 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %1169 = stablehlo.slice %1167 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %1170 = stablehlo.slice %1167 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %1171 = stablehlo.reshape %1168 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %1172 = stablehlo.reshape %1169 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %1173 = stablehlo.reshape %1170 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %1174 = stablehlo.dot_general %1171, %1172, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_250 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1175 = stablehlo.sqrt %cst_250 : tensor<f32>
    %1176 = stablehlo.convert %1175 : tensor<f32>
    %1177 = stablehlo.broadcast_in_dim %1176, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1178 = stablehlo.divide %1174, %1177 : tensor<8x4x64x64xf32>
    %c_251 = stablehlo.constant dense<true> : tensor<i1>
    %1179 = stablehlo.broadcast_in_dim %c_251, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %1180 = call @tril(%1179) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_252 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1181:2 = call @_where(%1180, %1178, %cst_252) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_253 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1182 = stablehlo.reduce(%1181#0 init: %cst_253) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_254 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %1184 = stablehlo.maximum %1183, %1182 : tensor<8x4x64xf32>
    %1185 = stablehlo.broadcast_in_dim %1184, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %1186 = stablehlo.broadcast_in_dim %1185, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %1187 = stablehlo.subtract %1181#0, %1186 : tensor<8x4x64x64xf32>
    %1188 = stablehlo.exponential %1187 : tensor<8x4x64x64xf32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1189 = stablehlo.reduce(%1188 init: %cst_255) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %1190 = stablehlo.broadcast_in_dim %1189, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %1191 = stablehlo.broadcast_in_dim %1190, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %1192 = stablehlo.divide %1188, %1191 : tensor<8x4x64x64xf32>
    %1193 = stablehlo.multiply %1190, %1190 : tensor<8x4x64x1xf32>
    %cst_256 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1194 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %1195 = stablehlo.divide %1194, %1193 : tensor<8x4x64x1xf32>
    %1196 = stablehlo.dot_general %1173, %1192, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %1197 = stablehlo.transpose %1196, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %1198 = stablehlo.reshape %1197 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %1199 = stablehlo.dot_general %1198, %arg109, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %1200 = stablehlo.broadcast_in_dim %arg108, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1201 = stablehlo.broadcast_in_dim %1200, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1202 = stablehlo.add %1199, %1201 : tensor<8x64x128xf32>
    %1203 = stablehlo.add %1134, %1202 : tensor<8x64x128xf32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1204 = stablehlo.reduce(%1203 init: %cst_257) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1205 = stablehlo.broadcast_in_dim %1204, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_258 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1206 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1207 = stablehlo.divide %1205, %1206 : tensor<8x64x1xf32>
    %1208 = stablehlo.broadcast_in_dim %1207, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1209 = stablehlo.subtract %1203, %1208 : tensor<8x64x128xf32>
    %1210 = chlo.square %1209 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_259 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1211 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %1212 = stablehlo.multiply %1211, %1209 : tensor<8x64x128xf32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1213 = stablehlo.reduce(%1210 init: %cst_260) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1214 = stablehlo.broadcast_in_dim %1213, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_261 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1215 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1216 = stablehlo.divide %1214, %1215 : tensor<8x64x1xf32>
    %1217 = stablehlo.broadcast_in_dim %1207, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1218 = stablehlo.subtract %1203, %1217 : tensor<8x64x128xf32>
    %cst_262 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1219 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1220 = stablehlo.add %1216, %1219 : tensor<8x64x1xf32>
    %1221 = stablehlo.rsqrt %1220 : tensor<8x64x1xf32>
    %1222 = stablehlo.divide %1221, %1220 : tensor<8x64x1xf32>
    %cst_263 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1224 = stablehlo.multiply %1223, %1222 : tensor<8x64x1xf32>
    %1225 = stablehlo.broadcast_in_dim %1221, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1226 = stablehlo.multiply %1218, %1225 : tensor<8x64x128xf32>
    %1227 = stablehlo.broadcast_in_dim %arg115, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1228 = stablehlo.broadcast_in_dim %1227, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1229 = stablehlo.multiply %1226, %1228 : tensor<8x64x128xf32>
    %1230 = stablehlo.broadcast_in_dim %arg114, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1231 = stablehlo.broadcast_in_dim %1230, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1232 = stablehlo.add %1229, %1231 : tensor<8x64x128xf32>
    %1233 = stablehlo.dot_general %1232, %arg117, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %1234 = stablehlo.broadcast_in_dim %arg116, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1235 = stablehlo.broadcast_in_dim %1234, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %1236 = stablehlo.add %1233, %1235 : tensor<8x64x512xf32>
    %cst_264 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1237 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1238 = stablehlo.multiply %1237, %1236 : tensor<8x64x512xf32>
    %1239 = stablehlo.multiply %1236, %1236 : tensor<8x64x512xf32>
    %1240 = stablehlo.multiply %1239, %1236 : tensor<8x64x512xf32>
    %1241 = stablehlo.multiply %1236, %1236 : tensor<8x64x512xf32>
    %cst_265 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1242 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1243 = stablehlo.multiply %1242, %1241 : tensor<8x64x512xf32>
    %cst_266 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1244 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1245 = stablehlo.multiply %1244, %1240 : tensor<8x64x512xf32>
    %1246 = stablehlo.add %1236, %1245 : tensor<8x64x512xf32>
    %cst_267 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1247 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1248 = stablehlo.multiply %1247, %1246 : tensor<8x64x512xf32>
    %1249 = stablehlo.tanh %1248 : tensor<8x64x512xf32>
    %cst_268 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1250 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1251 = stablehlo.subtract %1250, %1249 : tensor<8x64x512xf32>
    %cst_269 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1252 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1253 = stablehlo.add %1252, %1249 : tensor<8x64x512xf32>
    %1254 = stablehlo.multiply %1238, %1253 : tensor<8x64x512xf32>
    %1255 = stablehlo.dot_general %1254, %arg119, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %1256 = stablehlo.broadcast_in_dim %arg118, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1257 = stablehlo.broadcast_in_dim %1256, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1258 = stablehlo.add %1255, %1257 : tensor<8x64x128xf32>
    %1259 = stablehlo.add %1203, %1258 : tensor<8x64x128xf32>
    %cst_270 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1260 = stablehlo.reduce(%1259 init: %cst_270) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1261 = stablehlo.broadcast_in_dim %1260, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_271 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1262 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1263 = stablehlo.divide %1261, %1262 : tensor<8x64x1xf32>
    %1264 = stablehlo.broadcast_in_dim %1263, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1265 = stablehlo.subtract %1259, %1264 : tensor<8x64x128xf32>
    %1266 = chlo.square %1265 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_272 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1267 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %1268 = stablehlo.multiply %1267, %1265 : tensor<8x64x128xf32>
    %cst_273 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1269 = stablehlo.reduce(%1266 init: %cst_273) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1270 = stablehlo.broadcast_in_dim %1269, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_274 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1271 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1272 = stablehlo.divide %1270, %1271 : tensor<8x64x1xf32>
    %1273 = stablehlo.broadcast_in_dim %1263, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1274 = stablehlo.subtract %1259, %1273 : tensor<8x64x128xf32>
    %cst_275 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1275 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1276 = stablehlo.add %1272, %1275 : tensor<8x64x1xf32>
    %1277 = stablehlo.rsqrt %1276 : tensor<8x64x1xf32>
    %1278 = stablehlo.divide %1277, %1276 : tensor<8x64x1xf32>
    %cst_276 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1279 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1280 = stablehlo.multiply %1279, %1278 : tensor<8x64x1xf32>
    %1281 = stablehlo.broadcast_in_dim %1277, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1282 = stablehlo.multiply %1274, %1281 : tensor<8x64x128xf32>
    %1283 = stablehlo.broadcast_in_dim %arg125, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1284 = stablehlo.broadcast_in_dim %1283, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1285 = stablehlo.multiply %1282, %1284 : tensor<8x64x128xf32>
    %1286 = stablehlo.broadcast_in_dim %arg124, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1287 = stablehlo.broadcast_in_dim %1286, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1288 = stablehlo.add %1285, %1287 : tensor<8x64x128xf32>
    %1289 = stablehlo.dot_general %1288, %arg123, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %1290 = stablehlo.broadcast_in_dim %arg122, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %1291 = stablehlo.broadcast_in_dim %1290, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %1292 = stablehlo.add %1289, %1291 : tensor<8x64x384xf32>
    %1293 = stablehlo.slice %1292 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %1294 = stablehlo.slice %1292 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %1295 = stablehlo.slice %1292 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %1296 = stablehlo.reshape %1293 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %1297 = stablehlo.reshape %1294 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %1298 = stablehlo.reshape %1295 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %1299 = stablehlo.dot_general %1296, %1297, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_277 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1300 = stablehlo.sqrt %cst_277 : tensor<f32>
    %1301 = stablehlo.convert %1300 : tensor<f32>
    %1302 = stablehlo.broadcast_in_dim %1301, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1303 = stablehlo.divide %1299, %1302 : tensor<8x4x64x64xf32>
    %c_278 = stablehlo.constant dense<true> : tensor<i1>
    %1304 = stablehlo.broadcast_in_dim %c_278, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %1305 = call @tril(%1304) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_279 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1306:2 = call @_where(%1305, %1303, %cst_279) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_280 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1307 = stablehlo.reduce(%1306#0 init: %cst_280) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_281 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1308 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %1309 = stablehlo.maximum %1308, %1307 : tensor<8x4x64xf32>
    %1310 = stablehlo.broadcast_in_dim %1309, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %1311 = stablehlo.broadcast_in_dim %1310, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %1312 = stablehlo.subtract %1306#0, %1311 : tensor<8x4x64x64xf32>
    %1313 = stablehlo.exponential %1312 : tensor<8x4x64x64xf32>
    %cst_282 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1314 = stablehlo.reduce(%1313 init: %cst_282) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %1315 = stablehlo.broadcast_in_dim %1314, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %1316 = stablehlo.broadcast_in_dim %1315, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %1317 = stablehlo.divide %1313, %1316 : tensor<8x4x64x64xf32>
    %1318 = stablehlo.multiply %1315, %1315 : tensor<8x4x64x1xf32>
    %cst_283 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1319 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %1320 = stablehlo.divide %1319, %1318 : tensor<8x4x64x1xf32>
    %1321 = stablehlo.dot_general %1298, %1317, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %1322 = stablehlo.transpose %1321, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %1323 = stablehlo.reshape %1322 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %1324 = stablehlo.dot_general %1323, %arg121, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %1325 = stablehlo.broadcast_in_dim %arg120, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1326 = stablehlo.broadcast_in_dim %1325, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1327 = stablehlo.add %1324, %1326 : tensor<8x64x128xf32>
    %1328 = stablehlo.add %1259, %1327 : tensor<8x64x128xf32>
    %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1329 = stablehlo.reduce(%1328 init: %cst_284) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1330 = stablehlo.broadcast_in_dim %1329, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_285 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1331 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1332 = stablehlo.divide %1330, %1331 : tensor<8x64x1xf32>
    %1333 = stablehlo.broadcast_in_dim %1332, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1334 = stablehlo.subtract %1328, %1333 : tensor<8x64x128xf32>
    %1335 = chlo.square %1334 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_286 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1336 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %1337 = stablehlo.multiply %1336, %1334 : tensor<8x64x128xf32>
    %cst_287 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1338 = stablehlo.reduce(%1335 init: %cst_287) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1339 = stablehlo.broadcast_in_dim %1338, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_288 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1340 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1341 = stablehlo.divide %1339, %1340 : tensor<8x64x1xf32>
    %1342 = stablehlo.broadcast_in_dim %1332, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1343 = stablehlo.subtract %1328, %1342 : tensor<8x64x128xf32>
    %cst_289 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1344 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1345 = stablehlo.add %1341, %1344 : tensor<8x64x1xf32>
    %1346 = stablehlo.rsqrt %1345 : tensor<8x64x1xf32>
    %1347 = stablehlo.divide %1346, %1345 : tensor<8x64x1xf32>
    %cst_290 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1348 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1349 = stablehlo.multiply %1348, %1347 : tensor<8x64x1xf32>
    %1350 = stablehlo.broadcast_in_dim %1346, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1351 = stablehlo.multiply %1343, %1350 : tensor<8x64x128xf32>
    %1352 = stablehlo.broadcast_in_dim %arg127, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1353 = stablehlo.broadcast_in_dim %1352, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1354 = stablehlo.multiply %1351, %1353 : tensor<8x64x128xf32>
    %1355 = stablehlo.broadcast_in_dim %arg126, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1356 = stablehlo.broadcast_in_dim %1355, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1357 = stablehlo.add %1354, %1356 : tensor<8x64x128xf32>
    %1358 = stablehlo.dot_general %1357, %arg129, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %1359 = stablehlo.broadcast_in_dim %arg128, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1360 = stablehlo.broadcast_in_dim %1359, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %1361 = stablehlo.add %1358, %1360 : tensor<8x64x512xf32>
    %cst_291 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1362 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1363 = stablehlo.multiply %1362, %1361 : tensor<8x64x512xf32>
    %1364 = stablehlo.multiply %1361, %1361 : tensor<8x64x512xf32>
    %1365 = stablehlo.multiply %1364, %1361 : tensor<8x64x512xf32>
    %1366 = stablehlo.multiply %1361, %1361 : tensor<8x64x512xf32>
    %cst_292 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1367 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1368 = stablehlo.multiply %1367, %1366 : tensor<8x64x512xf32>
    %cst_293 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1369 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1370 = stablehlo.multiply %1369, %1365 : tensor<8x64x512xf32>
    %1371 = stablehlo.add %1361, %1370 : tensor<8x64x512xf32>
    %cst_294 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1372 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1373 = stablehlo.multiply %1372, %1371 : tensor<8x64x512xf32>
    %1374 = stablehlo.tanh %1373 : tensor<8x64x512xf32>
    %cst_295 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1375 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1376 = stablehlo.subtract %1375, %1374 : tensor<8x64x512xf32>
    %cst_296 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1377 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1378 = stablehlo.add %1377, %1374 : tensor<8x64x512xf32>
    %1379 = stablehlo.multiply %1363, %1378 : tensor<8x64x512xf32>
    %1380 = stablehlo.dot_general %1379, %arg131, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %1381 = stablehlo.broadcast_in_dim %arg130, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1382 = stablehlo.broadcast_in_dim %1381, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1383 = stablehlo.add %1380, %1382 : tensor<8x64x128xf32>
    %1384 = stablehlo.add %1328, %1383 : tensor<8x64x128xf32>
    %cst_297 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1385 = stablehlo.reduce(%1384 init: %cst_297) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1386 = stablehlo.broadcast_in_dim %1385, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_298 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1387 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1388 = stablehlo.divide %1386, %1387 : tensor<8x64x1xf32>
    %1389 = stablehlo.broadcast_in_dim %1388, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1390 = stablehlo.subtract %1384, %1389 : tensor<8x64x128xf32>
    %1391 = chlo.square %1390 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_299 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1392 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %1393 = stablehlo.multiply %1392, %1390 : tensor<8x64x128xf32>
    %cst_300 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1394 = stablehlo.reduce(%1391 init: %cst_300) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1395 = stablehlo.broadcast_in_dim %1394, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_301 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1396 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1397 = stablehlo.divide %1395, %1396 : tensor<8x64x1xf32>
    %1398 = stablehlo.broadcast_in_dim %1388, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1399 = stablehlo.subtract %1384, %1398 : tensor<8x64x128xf32>
    %cst_302 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1400 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1401 = stablehlo.add %1397, %1400 : tensor<8x64x1xf32>
    %1402 = stablehlo.rsqrt %1401 : tensor<8x64x1xf32>
    %1403 = stablehlo.divide %1402, %1401 : tensor<8x64x1xf32>
    %cst_303 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1405 = stablehlo.multiply %1404, %1403 : tensor<8x64x1xf32>
    %1406 = stablehlo.broadcast_in_dim %1402, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1407 = stablehlo.multiply %1399, %1406 : tensor<8x64x128xf32>
    %1408 = stablehlo.broadcast_in_dim %arg137, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1409 = stablehlo.broadcast_in_dim %1408, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1410 = stablehlo.multiply %1407, %1409 : tensor<8x64x128xf32>
    %1411 = stablehlo.broadcast_in_dim %arg136, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1412 = stablehlo.broadcast_in_dim %1411, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1413 = stablehlo.add %1410, %1412 : tensor<8x64x128xf32>
    %1414 = stablehlo.dot_general %1413, %arg135, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %1415 = stablehlo.broadcast_in_dim %arg134, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %1416 = stablehlo.broadcast_in_dim %1415, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<8x64x384xf32>
    %1417 = stablehlo.add %1414, %1416 : tensor<8x64x384xf32>
    %1418 = stablehlo.slice %1417 [0:8, 0:64, 0:128] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %1419 = stablehlo.slice %1417 [0:8, 0:64, 128:256] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %1420 = stablehlo.slice %1417 [0:8, 0:64, 256:384] : (tensor<8x64x384xf32>) -> tensor<8x64x128xf32>
    %1421 = stablehlo.reshape %1418 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %1422 = stablehlo.reshape %1419 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %1423 = stablehlo.reshape %1420 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %1424 = stablehlo.dot_general %1421, %1422, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_304 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1425 = stablehlo.sqrt %cst_304 : tensor<f32>
    %1426 = stablehlo.convert %1425 : tensor<f32>
    %1427 = stablehlo.broadcast_in_dim %1426, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1428 = stablehlo.divide %1424, %1427 : tensor<8x4x64x64xf32>
    %c_305 = stablehlo.constant dense<true> : tensor<i1>
    %1429 = stablehlo.broadcast_in_dim %c_305, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %1430 = call @tril(%1429) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_306 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1431:2 = call @_where(%1430, %1428, %cst_306) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_307 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1432 = stablehlo.reduce(%1431#0 init: %cst_307) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_308 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1433 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %1434 = stablehlo.maximum %1433, %1432 : tensor<8x4x64xf32>
    %1435 = stablehlo.broadcast_in_dim %1434, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %1436 = stablehlo.broadcast_in_dim %1435, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %1437 = stablehlo.subtract %1431#0, %1436 : tensor<8x4x64x64xf32>
    %1438 = stablehlo.exponential %1437 : tensor<8x4x64x64xf32>
    %cst_309 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1439 = stablehlo.reduce(%1438 init: %cst_309) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %1440 = stablehlo.broadcast_in_dim %1439, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %1441 = stablehlo.broadcast_in_dim %1440, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %1442 = stablehlo.divide %1438, %1441 : tensor<8x4x64x64xf32>
    %1443 = stablehlo.multiply %1440, %1440 : tensor<8x4x64x1xf32>
    %cst_310 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1444 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %1445 = stablehlo.divide %1444, %1443 : tensor<8x4x64x1xf32>
    %1446 = stablehlo.dot_general %1423, %1442, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %1447 = stablehlo.transpose %1446, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %1448 = stablehlo.reshape %1447 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %1449 = stablehlo.dot_general %1448, %arg133, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %1450 = stablehlo.broadcast_in_dim %arg132, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1451 = stablehlo.broadcast_in_dim %1450, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1452 = stablehlo.add %1449, %1451 : tensor<8x64x128xf32>
    %1453 = stablehlo.add %1384, %1452 : tensor<8x64x128xf32>
    %cst_311 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1454 = stablehlo.reduce(%1453 init: %cst_311) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1455 = stablehlo.broadcast_in_dim %1454, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_312 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1456 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1457 = stablehlo.divide %1455, %1456 : tensor<8x64x1xf32>
    %1458 = stablehlo.broadcast_in_dim %1457, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1459 = stablehlo.subtract %1453, %1458 : tensor<8x64x128xf32>
    %1460 = chlo.square %1459 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_313 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1461 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %1462 = stablehlo.multiply %1461, %1459 : tensor<8x64x128xf32>
    %cst_314 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1463 = stablehlo.reduce(%1460 init: %cst_314) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1464 = stablehlo.broadcast_in_dim %1463, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_315 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1465 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1466 = stablehlo.divide %1464, %1465 : tensor<8x64x1xf32>
    %1467 = stablehlo.broadcast_in_dim %1457, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1468 = stablehlo.subtract %1453, %1467 : tensor<8x64x128xf32>
    %cst_316 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1469 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1470 = stablehlo.add %1466, %1469 : tensor<8x64x1xf32>
    %1471 = stablehlo.rsqrt %1470 : tensor<8x64x1xf32>
    %1472 = stablehlo.divide %1471, %1470 : tensor<8x64x1xf32>
    %cst_317 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1473 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1474 = stablehlo.multiply %1473, %1472 : tensor<8x64x1xf32>
    %1475 = stablehlo.broadcast_in_dim %1471, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1476 = stablehlo.multiply %1468, %1475 : tensor<8x64x128xf32>
    %1477 = stablehlo.broadcast_in_dim %arg139, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1478 = stablehlo.broadcast_in_dim %1477, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1479 = stablehlo.multiply %1476, %1478 : tensor<8x64x128xf32>
    %1480 = stablehlo.broadcast_in_dim %arg138, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1481 = stablehlo.broadcast_in_dim %1480, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1482 = stablehlo.add %1479, %1481 : tensor<8x64x128xf32>
    %1483 = stablehlo.dot_general %1482, %arg141, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %1484 = stablehlo.broadcast_in_dim %arg140, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1485 = stablehlo.broadcast_in_dim %1484, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %1486 = stablehlo.add %1483, %1485 : tensor<8x64x512xf32>
    %cst_318 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1487 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1488 = stablehlo.multiply %1487, %1486 : tensor<8x64x512xf32>
    %1489 = stablehlo.multiply %1486, %1486 : tensor<8x64x512xf32>
    %1490 = stablehlo.multiply %1489, %1486 : tensor<8x64x512xf32>
    %1491 = stablehlo.multiply %1486, %1486 : tensor<8x64x512xf32>
    %cst_319 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1492 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1493 = stablehlo.multiply %1492, %1491 : tensor<8x64x512xf32>
    %cst_320 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1494 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1495 = stablehlo.multiply %1494, %1490 : tensor<8x64x512xf32>
    %1496 = stablehlo.add %1486, %1495 : tensor<8x64x512xf32>
    %cst_321 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1497 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1498 = stablehlo.multiply %1497, %1496 : tensor<8x64x512xf32>
    %1499 = stablehlo.tanh %1498 : tensor<8x64x512xf32>
    %cst_322 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1500 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1501 = stablehlo.subtract %1500, %1499 : tensor<8x64x512xf32>
    %cst_323 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1502 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1503 = stablehlo.add %1502, %1499 : tensor<8x64x512xf32>
    %1504 = stablehlo.multiply %1488, %1503 : tensor<8x64x512xf32>
    %1505 = stablehlo.dot_general %1504, %arg143, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %1506 = stablehlo.broadcast_in_dim %arg142, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1507 = stablehlo.broadcast_in_dim %1506, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1508 = stablehlo.add %1505, %1507 : tensor<8x64x128xf32>
    %1509 = stablehlo.add %1453, %1508 : tensor<8x64x128xf32>
    %cst_324 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1510 = stablehlo.reduce(%1509 init: %cst_324) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1511 = stablehlo.broadcast_in_dim %1510, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_325 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1512 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1513 = stablehlo.divide %1511, %1512 : tensor<8x64x1xf32>
    %1514 = stablehlo.broadcast_in_dim %1513, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1515 = stablehlo.subtract %1509, %1514 : tensor<8x64x128xf32>
    %1516 = chlo.square %1515 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_326 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1517 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %1518 = stablehlo.multiply %1517, %1515 : tensor<8x64x128xf32>
    %cst_327 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1519 = stablehlo.reduce(%1516 init: %cst_327) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1520 = stablehlo.broadcast_in_dim %1519, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_328 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1521 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1522 = stablehlo.divide %1520, %1521 : tensor<8x64x1xf32>
    %1523 = stablehlo.broadcast_in_dim %1513, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1524 = stablehlo.subtract %1509, %1523 : tensor<8x64x128xf32>
    %cst_329 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1525 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1526 = stablehlo.add %1522, %1525 : tensor<8x64x1xf32>
    %1527 = stablehlo.rsqrt %1526 : tensor<8x64x1xf32>
    %1528 = stablehlo.divide %1527, %1526 : tensor<8x64x1xf32>
    %cst_330 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1529 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1530 = stablehlo.multiply %1529, %1528 : tensor<8x64x1xf32>
    %1531 = stablehlo.broadcast_in_dim %1527, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1532 = stablehlo.multiply %1524, %1531 : tensor<8x64x128xf32>
    %1533 = stablehlo.broadcast_in_dim %arg145, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1534 = stablehlo.broadcast_in_dim %1533, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1535 = stablehlo.multiply %1532, %1534 : tensor<8x64x128xf32>
    %1536 = stablehlo.broadcast_in_dim %arg144, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1537 = stablehlo.broadcast_in_dim %1536, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1538 = stablehlo.add %1535, %1537 : tensor<8x64x128xf32>
    %1539 = stablehlo.transpose %arg147, dims = [1, 0] : (tensor<1024x128xf32>) -> tensor<128x1024xf32>
    %1540 = stablehlo.dot_general %1538, %1539, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x1024xf32>) -> tensor<8x64x1024xf32>
    %1541:3 = call @log_softmax(%1540) : (tensor<8x64x1024xf32>) -> (tensor<8x64x1024xf32>, tensor<8x64x1024xf32>, tensor<8x64x1xf32>)
    %1542 = stablehlo.broadcast_in_dim %arg446, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %1543:2 = call @take_along_axis(%1541#0, %1542) : (tensor<8x64x1024xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %cst_331 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1544 = stablehlo.reduce(%1543#0 init: %cst_331) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_332 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1545 = stablehlo.divide %1544, %cst_332 : tensor<f32>
    %1546 = stablehlo.negate %1545 : tensor<f32>
    %cst_333 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1547 = stablehlo.negate %cst_333 : tensor<f32>
    %cst_334 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1548 = stablehlo.divide %1547, %cst_334 : tensor<f32>
    %1549 = stablehlo.broadcast_in_dim %1548, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1550 = call @take_along_axis_0(%1543#1, %1549) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %1551 = call @log_softmax_1(%1541#1, %1541#2, %1550) : (tensor<8x64x1024xf32>, tensor<8x64x1xf32>, tensor<8x64x1024xf32>) -> tensor<8x64x1024xf32>
    %1552 = stablehlo.dot_general %1551, %1538, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<8x64x128xf32>) -> tensor<1024x128xf32>
    %1553 = stablehlo.transpose %1552, dims = [1, 0] : (tensor<1024x128xf32>) -> tensor<128x1024xf32>
    %1554 = stablehlo.dot_general %1551, %1539, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<128x1024xf32>) -> tensor<8x64x128xf32>
    %1555 = stablehlo.transpose %1553, dims = [1, 0] : (tensor<128x1024xf32>) -> tensor<1024x128xf32>
    %cst_335 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1556 = stablehlo.reduce(%1554 init: %cst_335) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1557 = stablehlo.reshape %1556 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1558 = stablehlo.reduce(%1557 init: %cst_336) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1559 = stablehlo.multiply %1532, %1554 : tensor<8x64x128xf32>
    %cst_337 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1560 = stablehlo.reduce(%1559 init: %cst_337) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1561 = stablehlo.reshape %1560 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1562 = stablehlo.broadcast_in_dim %1533, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1563 = stablehlo.multiply %1554, %1562 : tensor<8x64x128xf32>
    %cst_338 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1564 = stablehlo.reduce(%1561 init: %cst_338) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1565 = stablehlo.multiply %1524, %1563 : tensor<8x64x128xf32>
    %cst_339 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1566 = stablehlo.reduce(%1565 init: %cst_339) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1567 = stablehlo.reshape %1566 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1568 = stablehlo.broadcast_in_dim %1527, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1569 = stablehlo.multiply %1563, %1568 : tensor<8x64x128xf32>
    %1570 = stablehlo.multiply %1567, %1530 : tensor<8x64x1xf32>
    %1571 = stablehlo.negate %1569 : tensor<8x64x128xf32>
    %cst_340 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1572 = stablehlo.reduce(%1571 init: %cst_340) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1573 = stablehlo.reshape %1572 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_341 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1574 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1575 = stablehlo.divide %1570, %1574 : tensor<8x64x1xf32>
    %cst_342 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1576 = stablehlo.reduce(%1575 init: %cst_342) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1577 = stablehlo.broadcast_in_dim %1576, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %1578 = stablehlo.multiply %1577, %1518 : tensor<8x64x128xf32>
    %1579 = stablehlo.negate %1578 : tensor<8x64x128xf32>
    %cst_343 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1580 = stablehlo.reduce(%1579 init: %cst_343) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1581 = stablehlo.reshape %1580 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1582 = stablehlo.add %1569, %1578 : tensor<8x64x128xf32>
    %1583 = stablehlo.add %1573, %1581 : tensor<8x64x1xf32>
    %cst_344 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1584 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1585 = stablehlo.divide %1583, %1584 : tensor<8x64x1xf32>
    %cst_345 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1586 = stablehlo.reduce(%1585 init: %cst_345) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1587 = stablehlo.broadcast_in_dim %1586, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %1588 = stablehlo.add %1582, %1587 : tensor<8x64x128xf32>
    %cst_346 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1589 = stablehlo.reduce(%1588 init: %cst_346) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1590 = stablehlo.reshape %1589 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1591 = stablehlo.reduce(%1590 init: %cst_347) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1592 = stablehlo.dot_general %1588, %1504, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %1593 = stablehlo.transpose %1592, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %1594 = stablehlo.dot_general %1588, %arg143, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %1595 = stablehlo.multiply %1488, %1594 : tensor<8x64x512xf32>
    %1596 = stablehlo.multiply %1594, %1503 : tensor<8x64x512xf32>
    %1597 = stablehlo.multiply %1595, %1501 : tensor<8x64x512xf32>
    %1598 = stablehlo.multiply %1597, %1499 : tensor<8x64x512xf32>
    %1599 = stablehlo.add %1597, %1598 : tensor<8x64x512xf32>
    %cst_348 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1600 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1601 = stablehlo.multiply %1600, %1599 : tensor<8x64x512xf32>
    %cst_349 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1602 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1603 = stablehlo.multiply %1602, %1601 : tensor<8x64x512xf32>
    %1604 = stablehlo.multiply %1603, %1493 : tensor<8x64x512xf32>
    %1605 = stablehlo.add %1601, %1604 : tensor<8x64x512xf32>
    %cst_350 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1606 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1607 = stablehlo.multiply %1606, %1596 : tensor<8x64x512xf32>
    %1608 = stablehlo.add %1605, %1607 : tensor<8x64x512xf32>
    %cst_351 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1609 = stablehlo.reduce(%1608 init: %cst_351) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1610 = stablehlo.reshape %1609 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_352 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1611 = stablehlo.reduce(%1610 init: %cst_352) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1612 = stablehlo.dot_general %1608, %1482, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %1613 = stablehlo.transpose %1612, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %1614 = stablehlo.dot_general %1608, %arg141, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_353 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1615 = stablehlo.reduce(%1614 init: %cst_353) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1616 = stablehlo.reshape %1615 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_354 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1617 = stablehlo.reduce(%1616 init: %cst_354) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1618 = stablehlo.multiply %1476, %1614 : tensor<8x64x128xf32>
    %cst_355 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1619 = stablehlo.reduce(%1618 init: %cst_355) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1620 = stablehlo.reshape %1619 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1621 = stablehlo.broadcast_in_dim %1477, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1622 = stablehlo.multiply %1614, %1621 : tensor<8x64x128xf32>
    %cst_356 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1623 = stablehlo.reduce(%1620 init: %cst_356) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1624 = stablehlo.multiply %1468, %1622 : tensor<8x64x128xf32>
    %cst_357 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1625 = stablehlo.reduce(%1624 init: %cst_357) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1626 = stablehlo.reshape %1625 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1627 = stablehlo.broadcast_in_dim %1471, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1628 = stablehlo.multiply %1622, %1627 : tensor<8x64x128xf32>
    %1629 = stablehlo.multiply %1626, %1474 : tensor<8x64x1xf32>
    %1630 = stablehlo.negate %1628 : tensor<8x64x128xf32>
    %cst_358 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1631 = stablehlo.reduce(%1630 init: %cst_358) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1632 = stablehlo.reshape %1631 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1633 = stablehlo.add %1588, %1628 : tensor<8x64x128xf32>
    %cst_359 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1634 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1635 = stablehlo.divide %1629, %1634 : tensor<8x64x1xf32>
    %cst_360 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1636 = stablehlo.reduce(%1635 init: %cst_360) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1637 = stablehlo.broadcast_in_dim %1636, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %1638 = stablehlo.multiply %1637, %1462 : tensor<8x64x128xf32>
    %1639 = stablehlo.negate %1638 : tensor<8x64x128xf32>
    %cst_361 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1640 = stablehlo.reduce(%1639 init: %cst_361) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1641 = stablehlo.reshape %1640 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1642 = stablehlo.add %1633, %1638 : tensor<8x64x128xf32>
    %1643 = stablehlo.add %1632, %1641 : tensor<8x64x1xf32>
    %cst_362 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1644 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1645 = stablehlo.divide %1643, %1644 : tensor<8x64x1xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1646 = stablehlo.reduce(%1645 init: %cst_363) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1647 = stablehlo.broadcast_in_dim %1646, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %1648 = stablehlo.add %1642, %1647 : tensor<8x64x128xf32>
    %cst_364 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1649 = stablehlo.reduce(%1648 init: %cst_364) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1650 = stablehlo.reshape %1649 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_365 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1651 = stablehlo.reduce(%1650 init: %cst_365) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1652 = stablehlo.dot_general %1648, %1448, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %1653 = stablehlo.transpose %1652, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %1654 = stablehlo.dot_general %1648, %arg133, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %1655 = stablehlo.reshape %1654 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %1656 = stablehlo.transpose %1655, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xf32>) -> tensor<8x4x32x64xf32>
    %1657 = stablehlo.dot_general %1656, %1423, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %1658 = stablehlo.dot_general %1656, %1442, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %1659 = stablehlo.transpose %1658, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %1660 = stablehlo.broadcast_in_dim %1445, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %1661 = stablehlo.multiply %1657, %1660 : tensor<8x4x64x64xf32>
    %1662 = stablehlo.multiply %1661, %1438 : tensor<8x4x64x64xf32>
    %cst_366 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1663 = stablehlo.reduce(%1662 init: %cst_366) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %1664 = stablehlo.reshape %1663 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %1665 = stablehlo.negate %1664 : tensor<8x4x64x1xf32>
    %1666 = stablehlo.broadcast_in_dim %1440, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %1667 = stablehlo.divide %1657, %1666 : tensor<8x4x64x64xf32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1668 = stablehlo.reduce(%1665 init: %cst_367) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %1669 = stablehlo.broadcast_in_dim %1668, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %1670 = stablehlo.add %1667, %1669 : tensor<8x4x64x64xf32>
    %1671 = stablehlo.multiply %1670, %1438 : tensor<8x4x64x64xf32>
    %1672 = call @_where_2(%1431#1, %1671) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %1673 = stablehlo.broadcast_in_dim %1426, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1674 = stablehlo.divide %1672, %1673 : tensor<8x4x64x64xf32>
    %1675 = stablehlo.dot_general %1674, %1421, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %1676 = stablehlo.transpose %1675, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %1677 = stablehlo.dot_general %1674, %1422, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %1678 = stablehlo.transpose %1677, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %1679 = stablehlo.reshape %1659 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %1680 = stablehlo.reshape %1676 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %1681 = stablehlo.reshape %1678 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %1682 = stablehlo.concatenate %1681, %1680, %1679, dim = 2 : (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x384xf32>
    %cst_368 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1683 = stablehlo.reduce(%1682 init: %cst_368) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1684 = stablehlo.reshape %1683 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %cst_369 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1685 = stablehlo.reduce(%1684 init: %cst_369) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1686 = stablehlo.dot_general %1682, %1413, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %1687 = stablehlo.transpose %1686, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %1688 = stablehlo.dot_general %1682, %arg135, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %cst_370 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1689 = stablehlo.reduce(%1688 init: %cst_370) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1690 = stablehlo.reshape %1689 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_371 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1691 = stablehlo.reduce(%1690 init: %cst_371) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1692 = stablehlo.multiply %1407, %1688 : tensor<8x64x128xf32>
    %cst_372 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1693 = stablehlo.reduce(%1692 init: %cst_372) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1694 = stablehlo.reshape %1693 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1695 = stablehlo.broadcast_in_dim %1408, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1696 = stablehlo.multiply %1688, %1695 : tensor<8x64x128xf32>
    %cst_373 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1697 = stablehlo.reduce(%1694 init: %cst_373) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1698 = stablehlo.multiply %1399, %1696 : tensor<8x64x128xf32>
    %cst_374 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1699 = stablehlo.reduce(%1698 init: %cst_374) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1700 = stablehlo.reshape %1699 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1701 = stablehlo.broadcast_in_dim %1402, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1702 = stablehlo.multiply %1696, %1701 : tensor<8x64x128xf32>
    %1703 = stablehlo.multiply %1700, %1405 : tensor<8x64x1xf32>
    %1704 = stablehlo.negate %1702 : tensor<8x64x128xf32>
    %cst_375 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1705 = stablehlo.reduce(%1704 init: %cst_375) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1706 = stablehlo.reshape %1705 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1707 = stablehlo.add %1648, %1702 : tensor<8x64x128xf32>
    %cst_376 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1708 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1709 = stablehlo.divide %1703, %1708 : tensor<8x64x1xf32>
    %cst_377 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1710 = stablehlo.reduce(%1709 init: %cst_377) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1711 = stablehlo.broadcast_in_dim %1710, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %1712 = stablehlo.multiply %1711, %1393 : tensor<8x64x128xf32>
    %1713 = stablehlo.negate %1712 : tensor<8x64x128xf32>
    %cst_378 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1714 = stablehlo.reduce(%1713 init: %cst_378) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1715 = stablehlo.reshape %1714 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1716 = stablehlo.add %1707, %1712 : tensor<8x64x128xf32>
    %1717 = stablehlo.add %1706, %1715 : tensor<8x64x1xf32>
    %cst_379 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1718 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1719 = stablehlo.divide %1717, %1718 : tensor<8x64x1xf32>
    %cst_380 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1720 = stablehlo.reduce(%1719 init: %cst_380) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1721 = stablehlo.broadcast_in_dim %1720, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %1722 = stablehlo.add %1716, %1721 : tensor<8x64x128xf32>
    %cst_381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1723 = stablehlo.reduce(%1722 init: %cst_381) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1724 = stablehlo.reshape %1723 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_382 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1725 = stablehlo.reduce(%1724 init: %cst_382) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1726 = stablehlo.dot_general %1722, %1379, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %1727 = stablehlo.transpose %1726, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %1728 = stablehlo.dot_general %1722, %arg131, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %1729 = stablehlo.multiply %1363, %1728 : tensor<8x64x512xf32>
    %1730 = stablehlo.multiply %1728, %1378 : tensor<8x64x512xf32>
    %1731 = stablehlo.multiply %1729, %1376 : tensor<8x64x512xf32>
    %1732 = stablehlo.multiply %1731, %1374 : tensor<8x64x512xf32>
    %1733 = stablehlo.add %1731, %1732 : tensor<8x64x512xf32>
    %cst_383 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1734 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1735 = stablehlo.multiply %1734, %1733 : tensor<8x64x512xf32>
    %cst_384 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1736 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1737 = stablehlo.multiply %1736, %1735 : tensor<8x64x512xf32>
    %1738 = stablehlo.multiply %1737, %1368 : tensor<8x64x512xf32>
    %1739 = stablehlo.add %1735, %1738 : tensor<8x64x512xf32>
    %cst_385 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1740 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1741 = stablehlo.multiply %1740, %1730 : tensor<8x64x512xf32>
    %1742 = stablehlo.add %1739, %1741 : tensor<8x64x512xf32>
    %cst_386 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1743 = stablehlo.reduce(%1742 init: %cst_386) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1744 = stablehlo.reshape %1743 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_387 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1745 = stablehlo.reduce(%1744 init: %cst_387) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1746 = stablehlo.dot_general %1742, %1357, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %1747 = stablehlo.transpose %1746, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %1748 = stablehlo.dot_general %1742, %arg129, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_388 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1749 = stablehlo.reduce(%1748 init: %cst_388) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1750 = stablehlo.reshape %1749 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_389 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1751 = stablehlo.reduce(%1750 init: %cst_389) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1752 = stablehlo.multiply %1351, %1748 : tensor<8x64x128xf32>
    %cst_390 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1753 = stablehlo.reduce(%1752 init: %cst_390) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1754 = stablehlo.reshape %1753 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1755 = stablehlo.broadcast_in_dim %1352, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1756 = stablehlo.multiply %1748, %1755 : tensor<8x64x128xf32>
    %cst_391 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1757 = stablehlo.reduce(%1754 init: %cst_391) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1758 = stablehlo.multiply %1343, %1756 : tensor<8x64x128xf32>
    %cst_392 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1759 = stablehlo.reduce(%1758 init: %cst_392) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1760 = stablehlo.reshape %1759 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1761 = stablehlo.broadcast_in_dim %1346, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1762 = stablehlo.multiply %1756, %1761 : tensor<8x64x128xf32>
    %1763 = stablehlo.multiply %1760, %1349 : tensor<8x64x1xf32>
    %1764 = stablehlo.negate %1762 : tensor<8x64x128xf32>
    %cst_393 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1765 = stablehlo.reduce(%1764 init: %cst_393) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1766 = stablehlo.reshape %1765 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1767 = stablehlo.add %1722, %1762 : tensor<8x64x128xf32>
    %cst_394 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1768 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1769 = stablehlo.divide %1763, %1768 : tensor<8x64x1xf32>
    %cst_395 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1770 = stablehlo.reduce(%1769 init: %cst_395) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1771 = stablehlo.broadcast_in_dim %1770, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %1772 = stablehlo.multiply %1771, %1337 : tensor<8x64x128xf32>
    %1773 = stablehlo.negate %1772 : tensor<8x64x128xf32>
    %cst_396 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1774 = stablehlo.reduce(%1773 init: %cst_396) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1775 = stablehlo.reshape %1774 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1776 = stablehlo.add %1767, %1772 : tensor<8x64x128xf32>
    %1777 = stablehlo.add %1766, %1775 : tensor<8x64x1xf32>
    %cst_397 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1778 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1779 = stablehlo.divide %1777, %1778 : tensor<8x64x1xf32>
    %cst_398 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1780 = stablehlo.reduce(%1779 init: %cst_398) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1781 = stablehlo.broadcast_in_dim %1780, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %1782 = stablehlo.add %1776, %1781 : tensor<8x64x128xf32>
    %cst_399 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1783 = stablehlo.reduce(%1782 init: %cst_399) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1784 = stablehlo.reshape %1783 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_400 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1785 = stablehlo.reduce(%1784 init: %cst_400) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1786 = stablehlo.dot_general %1782, %1323, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %1787 = stablehlo.transpose %1786, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %1788 = stablehlo.dot_general %1782, %arg121, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %1789 = stablehlo.reshape %1788 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %1790 = stablehlo.transpose %1789, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xf32>) -> tensor<8x4x32x64xf32>
    %1791 = stablehlo.dot_general %1790, %1298, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %1792 = stablehlo.dot_general %1790, %1317, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %1793 = stablehlo.transpose %1792, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %1794 = stablehlo.broadcast_in_dim %1320, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %1795 = stablehlo.multiply %1791, %1794 : tensor<8x4x64x64xf32>
    %1796 = stablehlo.multiply %1795, %1313 : tensor<8x4x64x64xf32>
    %cst_401 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1797 = stablehlo.reduce(%1796 init: %cst_401) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %1798 = stablehlo.reshape %1797 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %1799 = stablehlo.negate %1798 : tensor<8x4x64x1xf32>
    %1800 = stablehlo.broadcast_in_dim %1315, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %1801 = stablehlo.divide %1791, %1800 : tensor<8x4x64x64xf32>
    %cst_402 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1802 = stablehlo.reduce(%1799 init: %cst_402) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %1803 = stablehlo.broadcast_in_dim %1802, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %1804 = stablehlo.add %1801, %1803 : tensor<8x4x64x64xf32>
    %1805 = stablehlo.multiply %1804, %1313 : tensor<8x4x64x64xf32>
    %1806 = call @_where_2(%1306#1, %1805) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %1807 = stablehlo.broadcast_in_dim %1301, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1808 = stablehlo.divide %1806, %1807 : tensor<8x4x64x64xf32>
    %1809 = stablehlo.dot_general %1808, %1296, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %1810 = stablehlo.transpose %1809, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %1811 = stablehlo.dot_general %1808, %1297, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %1812 = stablehlo.transpose %1811, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %1813 = stablehlo.reshape %1793 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %1814 = stablehlo.reshape %1810 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %1815 = stablehlo.reshape %1812 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %1816 = stablehlo.concatenate %1815, %1814, %1813, dim = 2 : (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x384xf32>
    %cst_403 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1817 = stablehlo.reduce(%1816 init: %cst_403) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1818 = stablehlo.reshape %1817 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %cst_404 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1819 = stablehlo.reduce(%1818 init: %cst_404) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1820 = stablehlo.dot_general %1816, %1288, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %1821 = stablehlo.transpose %1820, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %1822 = stablehlo.dot_general %1816, %arg123, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %cst_405 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1823 = stablehlo.reduce(%1822 init: %cst_405) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1824 = stablehlo.reshape %1823 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_406 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1825 = stablehlo.reduce(%1824 init: %cst_406) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1826 = stablehlo.multiply %1282, %1822 : tensor<8x64x128xf32>
    %cst_407 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1827 = stablehlo.reduce(%1826 init: %cst_407) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1828 = stablehlo.reshape %1827 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1829 = stablehlo.broadcast_in_dim %1283, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1830 = stablehlo.multiply %1822, %1829 : tensor<8x64x128xf32>
    %cst_408 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1831 = stablehlo.reduce(%1828 init: %cst_408) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1832 = stablehlo.multiply %1274, %1830 : tensor<8x64x128xf32>
    %cst_409 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1833 = stablehlo.reduce(%1832 init: %cst_409) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1834 = stablehlo.reshape %1833 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1835 = stablehlo.broadcast_in_dim %1277, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1836 = stablehlo.multiply %1830, %1835 : tensor<8x64x128xf32>
    %1837 = stablehlo.multiply %1834, %1280 : tensor<8x64x1xf32>
    %1838 = stablehlo.negate %1836 : tensor<8x64x128xf32>
    %cst_410 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1839 = stablehlo.reduce(%1838 init: %cst_410) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1840 = stablehlo.reshape %1839 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1841 = stablehlo.add %1782, %1836 : tensor<8x64x128xf32>
    %cst_411 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1842 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1843 = stablehlo.divide %1837, %1842 : tensor<8x64x1xf32>
    %cst_412 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1844 = stablehlo.reduce(%1843 init: %cst_412) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1845 = stablehlo.broadcast_in_dim %1844, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %1846 = stablehlo.multiply %1845, %1268 : tensor<8x64x128xf32>
    %1847 = stablehlo.negate %1846 : tensor<8x64x128xf32>
    %cst_413 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1848 = stablehlo.reduce(%1847 init: %cst_413) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1849 = stablehlo.reshape %1848 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1850 = stablehlo.add %1841, %1846 : tensor<8x64x128xf32>
    %1851 = stablehlo.add %1840, %1849 : tensor<8x64x1xf32>
    %cst_414 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1852 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1853 = stablehlo.divide %1851, %1852 : tensor<8x64x1xf32>
    %cst_415 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1854 = stablehlo.reduce(%1853 init: %cst_415) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1855 = stablehlo.broadcast_in_dim %1854, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %1856 = stablehlo.add %1850, %1855 : tensor<8x64x128xf32>
    %cst_416 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1857 = stablehlo.reduce(%1856 init: %cst_416) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1858 = stablehlo.reshape %1857 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_417 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1859 = stablehlo.reduce(%1858 init: %cst_417) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1860 = stablehlo.dot_general %1856, %1254, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %1861 = stablehlo.transpose %1860, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %1862 = stablehlo.dot_general %1856, %arg119, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %1863 = stablehlo.multiply %1238, %1862 : tensor<8x64x512xf32>
    %1864 = stablehlo.multiply %1862, %1253 : tensor<8x64x512xf32>
    %1865 = stablehlo.multiply %1863, %1251 : tensor<8x64x512xf32>
    %1866 = stablehlo.multiply %1865, %1249 : tensor<8x64x512xf32>
    %1867 = stablehlo.add %1865, %1866 : tensor<8x64x512xf32>
    %cst_418 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1868 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1869 = stablehlo.multiply %1868, %1867 : tensor<8x64x512xf32>
    %cst_419 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1870 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1871 = stablehlo.multiply %1870, %1869 : tensor<8x64x512xf32>
    %1872 = stablehlo.multiply %1871, %1243 : tensor<8x64x512xf32>
    %1873 = stablehlo.add %1869, %1872 : tensor<8x64x512xf32>
    %cst_420 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1874 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1875 = stablehlo.multiply %1874, %1864 : tensor<8x64x512xf32>
    %1876 = stablehlo.add %1873, %1875 : tensor<8x64x512xf32>
    %cst_421 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1877 = stablehlo.reduce(%1876 init: %cst_421) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1878 = stablehlo.reshape %1877 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_422 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1879 = stablehlo.reduce(%1878 init: %cst_422) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1880 = stablehlo.dot_general %1876, %1232, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %1881 = stablehlo.transpose %1880, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %1882 = stablehlo.dot_general %1876, %arg117, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_423 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1883 = stablehlo.reduce(%1882 init: %cst_423) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1884 = stablehlo.reshape %1883 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_424 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1885 = stablehlo.reduce(%1884 init: %cst_424) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1886 = stablehlo.multiply %1226, %1882 : tensor<8x64x128xf32>
    %cst_425 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1887 = stablehlo.reduce(%1886 init: %cst_425) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1888 = stablehlo.reshape %1887 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1889 = stablehlo.broadcast_in_dim %1227, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1890 = stablehlo.multiply %1882, %1889 : tensor<8x64x128xf32>
    %cst_426 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1891 = stablehlo.reduce(%1888 init: %cst_426) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1892 = stablehlo.multiply %1218, %1890 : tensor<8x64x128xf32>
    %cst_427 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1893 = stablehlo.reduce(%1892 init: %cst_427) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1894 = stablehlo.reshape %1893 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1895 = stablehlo.broadcast_in_dim %1221, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1896 = stablehlo.multiply %1890, %1895 : tensor<8x64x128xf32>
    %1897 = stablehlo.multiply %1894, %1224 : tensor<8x64x1xf32>
    %1898 = stablehlo.negate %1896 : tensor<8x64x128xf32>
    %cst_428 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1899 = stablehlo.reduce(%1898 init: %cst_428) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1900 = stablehlo.reshape %1899 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1901 = stablehlo.add %1856, %1896 : tensor<8x64x128xf32>
    %cst_429 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1902 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1903 = stablehlo.divide %1897, %1902 : tensor<8x64x1xf32>
    %cst_430 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1904 = stablehlo.reduce(%1903 init: %cst_430) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1905 = stablehlo.broadcast_in_dim %1904, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %1906 = stablehlo.multiply %1905, %1212 : tensor<8x64x128xf32>
    %1907 = stablehlo.negate %1906 : tensor<8x64x128xf32>
    %cst_431 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1908 = stablehlo.reduce(%1907 init: %cst_431) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1909 = stablehlo.reshape %1908 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1910 = stablehlo.add %1901, %1906 : tensor<8x64x128xf32>
    %1911 = stablehlo.add %1900, %1909 : tensor<8x64x1xf32>
    %cst_432 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1912 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1913 = stablehlo.divide %1911, %1912 : tensor<8x64x1xf32>
    %cst_433 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1914 = stablehlo.reduce(%1913 init: %cst_433) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1915 = stablehlo.broadcast_in_dim %1914, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %1916 = stablehlo.add %1910, %1915 : tensor<8x64x128xf32>
    %cst_434 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1917 = stablehlo.reduce(%1916 init: %cst_434) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1918 = stablehlo.reshape %1917 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_435 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1919 = stablehlo.reduce(%1918 init: %cst_435) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1920 = stablehlo.dot_general %1916, %1198, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %1921 = stablehlo.transpose %1920, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %1922 = stablehlo.dot_general %1916, %arg109, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %1923 = stablehlo.reshape %1922 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %1924 = stablehlo.transpose %1923, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xf32>) -> tensor<8x4x32x64xf32>
    %1925 = stablehlo.dot_general %1924, %1173, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %1926 = stablehlo.dot_general %1924, %1192, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %1927 = stablehlo.transpose %1926, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %1928 = stablehlo.broadcast_in_dim %1195, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %1929 = stablehlo.multiply %1925, %1928 : tensor<8x4x64x64xf32>
    %1930 = stablehlo.multiply %1929, %1188 : tensor<8x4x64x64xf32>
    %cst_436 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1931 = stablehlo.reduce(%1930 init: %cst_436) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %1932 = stablehlo.reshape %1931 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %1933 = stablehlo.negate %1932 : tensor<8x4x64x1xf32>
    %1934 = stablehlo.broadcast_in_dim %1190, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %1935 = stablehlo.divide %1925, %1934 : tensor<8x4x64x64xf32>
    %cst_437 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1936 = stablehlo.reduce(%1933 init: %cst_437) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %1937 = stablehlo.broadcast_in_dim %1936, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %1938 = stablehlo.add %1935, %1937 : tensor<8x4x64x64xf32>
    %1939 = stablehlo.multiply %1938, %1188 : tensor<8x4x64x64xf32>
    %1940 = call @_where_2(%1181#1, %1939) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %1941 = stablehlo.broadcast_in_dim %1176, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1942 = stablehlo.divide %1940, %1941 : tensor<8x4x64x64xf32>
    %1943 = stablehlo.dot_general %1942, %1171, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %1944 = stablehlo.transpose %1943, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %1945 = stablehlo.dot_general %1942, %1172, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %1946 = stablehlo.transpose %1945, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %1947 = stablehlo.reshape %1927 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %1948 = stablehlo.reshape %1944 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %1949 = stablehlo.reshape %1946 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %1950 = stablehlo.concatenate %1949, %1948, %1947, dim = 2 : (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x384xf32>
    %cst_438 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1951 = stablehlo.reduce(%1950 init: %cst_438) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1952 = stablehlo.reshape %1951 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %cst_439 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1953 = stablehlo.reduce(%1952 init: %cst_439) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %1954 = stablehlo.dot_general %1950, %1163, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %1955 = stablehlo.transpose %1954, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %1956 = stablehlo.dot_general %1950, %arg111, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %cst_440 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1957 = stablehlo.reduce(%1956 init: %cst_440) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1958 = stablehlo.reshape %1957 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_441 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1959 = stablehlo.reduce(%1958 init: %cst_441) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1960 = stablehlo.multiply %1157, %1956 : tensor<8x64x128xf32>
    %cst_442 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1961 = stablehlo.reduce(%1960 init: %cst_442) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1962 = stablehlo.reshape %1961 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1963 = stablehlo.broadcast_in_dim %1158, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1964 = stablehlo.multiply %1956, %1963 : tensor<8x64x128xf32>
    %cst_443 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1965 = stablehlo.reduce(%1962 init: %cst_443) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1966 = stablehlo.multiply %1149, %1964 : tensor<8x64x128xf32>
    %cst_444 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1967 = stablehlo.reduce(%1966 init: %cst_444) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1968 = stablehlo.reshape %1967 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1969 = stablehlo.broadcast_in_dim %1152, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1970 = stablehlo.multiply %1964, %1969 : tensor<8x64x128xf32>
    %1971 = stablehlo.multiply %1968, %1155 : tensor<8x64x1xf32>
    %1972 = stablehlo.negate %1970 : tensor<8x64x128xf32>
    %cst_445 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1973 = stablehlo.reduce(%1972 init: %cst_445) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1974 = stablehlo.reshape %1973 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1975 = stablehlo.add %1916, %1970 : tensor<8x64x128xf32>
    %cst_446 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1976 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1977 = stablehlo.divide %1971, %1976 : tensor<8x64x1xf32>
    %cst_447 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1978 = stablehlo.reduce(%1977 init: %cst_447) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1979 = stablehlo.broadcast_in_dim %1978, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %1980 = stablehlo.multiply %1979, %1143 : tensor<8x64x128xf32>
    %1981 = stablehlo.negate %1980 : tensor<8x64x128xf32>
    %cst_448 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1982 = stablehlo.reduce(%1981 init: %cst_448) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1983 = stablehlo.reshape %1982 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %1984 = stablehlo.add %1975, %1980 : tensor<8x64x128xf32>
    %1985 = stablehlo.add %1974, %1983 : tensor<8x64x1xf32>
    %cst_449 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1986 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1987 = stablehlo.divide %1985, %1986 : tensor<8x64x1xf32>
    %cst_450 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1988 = stablehlo.reduce(%1987 init: %cst_450) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1989 = stablehlo.broadcast_in_dim %1988, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %1990 = stablehlo.add %1984, %1989 : tensor<8x64x128xf32>
    %cst_451 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1991 = stablehlo.reduce(%1990 init: %cst_451) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1992 = stablehlo.reshape %1991 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_452 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1993 = stablehlo.reduce(%1992 init: %cst_452) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1994 = stablehlo.dot_general %1990, %1129, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %1995 = stablehlo.transpose %1994, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %1996 = stablehlo.dot_general %1990, %arg107, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %1997 = stablehlo.multiply %1113, %1996 : tensor<8x64x512xf32>
    %1998 = stablehlo.multiply %1996, %1128 : tensor<8x64x512xf32>
    %1999 = stablehlo.multiply %1997, %1126 : tensor<8x64x512xf32>
    %2000 = stablehlo.multiply %1999, %1124 : tensor<8x64x512xf32>
    %2001 = stablehlo.add %1999, %2000 : tensor<8x64x512xf32>
    %cst_453 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %2002 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2003 = stablehlo.multiply %2002, %2001 : tensor<8x64x512xf32>
    %cst_454 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2004 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2005 = stablehlo.multiply %2004, %2003 : tensor<8x64x512xf32>
    %2006 = stablehlo.multiply %2005, %1118 : tensor<8x64x512xf32>
    %2007 = stablehlo.add %2003, %2006 : tensor<8x64x512xf32>
    %cst_455 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2008 = stablehlo.broadcast_in_dim %cst_455, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2009 = stablehlo.multiply %2008, %1998 : tensor<8x64x512xf32>
    %2010 = stablehlo.add %2007, %2009 : tensor<8x64x512xf32>
    %cst_456 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2011 = stablehlo.reduce(%2010 init: %cst_456) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2012 = stablehlo.reshape %2011 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_457 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2013 = stablehlo.reduce(%2012 init: %cst_457) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2014 = stablehlo.dot_general %2010, %1107, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %2015 = stablehlo.transpose %2014, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %2016 = stablehlo.dot_general %2010, %arg105, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_458 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2017 = stablehlo.reduce(%2016 init: %cst_458) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2018 = stablehlo.reshape %2017 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_459 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2019 = stablehlo.reduce(%2018 init: %cst_459) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2020 = stablehlo.multiply %1101, %2016 : tensor<8x64x128xf32>
    %cst_460 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2021 = stablehlo.reduce(%2020 init: %cst_460) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2022 = stablehlo.reshape %2021 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %2023 = stablehlo.broadcast_in_dim %1102, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %2024 = stablehlo.multiply %2016, %2023 : tensor<8x64x128xf32>
    %cst_461 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2025 = stablehlo.reduce(%2022 init: %cst_461) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2026 = stablehlo.multiply %1093, %2024 : tensor<8x64x128xf32>
    %cst_462 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2027 = stablehlo.reduce(%2026 init: %cst_462) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2028 = stablehlo.reshape %2027 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2029 = stablehlo.broadcast_in_dim %1096, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %2030 = stablehlo.multiply %2024, %2029 : tensor<8x64x128xf32>
    %2031 = stablehlo.multiply %2028, %1099 : tensor<8x64x1xf32>
    %2032 = stablehlo.negate %2030 : tensor<8x64x128xf32>
    %cst_463 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2033 = stablehlo.reduce(%2032 init: %cst_463) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2034 = stablehlo.reshape %2033 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2035 = stablehlo.add %1990, %2030 : tensor<8x64x128xf32>
    %cst_464 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2036 = stablehlo.broadcast_in_dim %cst_464, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2037 = stablehlo.divide %2031, %2036 : tensor<8x64x1xf32>
    %cst_465 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2038 = stablehlo.reduce(%2037 init: %cst_465) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2039 = stablehlo.broadcast_in_dim %2038, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2040 = stablehlo.multiply %2039, %1087 : tensor<8x64x128xf32>
    %2041 = stablehlo.negate %2040 : tensor<8x64x128xf32>
    %cst_466 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2042 = stablehlo.reduce(%2041 init: %cst_466) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2043 = stablehlo.reshape %2042 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2044 = stablehlo.add %2035, %2040 : tensor<8x64x128xf32>
    %2045 = stablehlo.add %2034, %2043 : tensor<8x64x1xf32>
    %cst_467 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2046 = stablehlo.broadcast_in_dim %cst_467, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2047 = stablehlo.divide %2045, %2046 : tensor<8x64x1xf32>
    %cst_468 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2048 = stablehlo.reduce(%2047 init: %cst_468) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2049 = stablehlo.broadcast_in_dim %2048, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2050 = stablehlo.add %2044, %2049 : tensor<8x64x128xf32>
    %cst_469 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2051 = stablehlo.reduce(%2050 init: %cst_469) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2052 = stablehlo.reshape %2051 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_470 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2053 = stablehlo.reduce(%2052 init: %cst_470) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2054 = stablehlo.dot_general %2050, %1073, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %2055 = stablehlo.transpose %2054, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %2056 = stablehlo.dot_general %2050, %arg97, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %2057 = stablehlo.reshape %2056 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %2058 = stablehlo.transpose %2057, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xf32>) -> tensor<8x4x32x64xf32>
    %2059 = stablehlo.dot_general %2058, %1048, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %2060 = stablehlo.dot_general %2058, %1067, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %2061 = stablehlo.transpose %2060, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %2062 = stablehlo.broadcast_in_dim %1070, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %2063 = stablehlo.multiply %2059, %2062 : tensor<8x4x64x64xf32>
    %2064 = stablehlo.multiply %2063, %1063 : tensor<8x4x64x64xf32>
    %cst_471 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2065 = stablehlo.reduce(%2064 init: %cst_471) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %2066 = stablehlo.reshape %2065 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %2067 = stablehlo.negate %2066 : tensor<8x4x64x1xf32>
    %2068 = stablehlo.broadcast_in_dim %1065, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %2069 = stablehlo.divide %2059, %2068 : tensor<8x4x64x64xf32>
    %cst_472 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2070 = stablehlo.reduce(%2067 init: %cst_472) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %2071 = stablehlo.broadcast_in_dim %2070, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %2072 = stablehlo.add %2069, %2071 : tensor<8x4x64x64xf32>
    %2073 = stablehlo.multiply %2072, %1063 : tensor<8x4x64x64xf32>
    %2074 = call @_where_2(%1056#1, %2073) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %2075 = stablehlo.broadcast_in_dim %1051, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %2076 = stablehlo.divide %2074, %2075 : tensor<8x4x64x64xf32>
    %2077 = stablehlo.dot_general %2076, %1046, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %2078 = stablehlo.transpose %2077, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %2079 = stablehlo.dot_general %2076, %1047, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %2080 = stablehlo.transpose %2079, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %2081 = stablehlo.reshape %2061 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2082 = stablehlo.reshape %2078 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2083 = stablehlo.reshape %2080 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2084 = stablehlo.concatenate %2083, %2082, %2081, dim = 2 : (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x384xf32>
    %cst_473 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2085 = stablehlo.reduce(%2084 init: %cst_473) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2086 = stablehlo.reshape %2085 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %cst_474 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2087 = stablehlo.reduce(%2086 init: %cst_474) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2088 = stablehlo.dot_general %2084, %1038, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %2089 = stablehlo.transpose %2088, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %2090 = stablehlo.dot_general %2084, %arg99, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %cst_475 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2091 = stablehlo.reduce(%2090 init: %cst_475) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2092 = stablehlo.reshape %2091 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_476 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2093 = stablehlo.reduce(%2092 init: %cst_476) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2094 = stablehlo.multiply %1032, %2090 : tensor<8x64x128xf32>
    %cst_477 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2095 = stablehlo.reduce(%2094 init: %cst_477) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2096 = stablehlo.reshape %2095 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %2097 = stablehlo.broadcast_in_dim %1033, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %2098 = stablehlo.multiply %2090, %2097 : tensor<8x64x128xf32>
    %cst_478 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2099 = stablehlo.reduce(%2096 init: %cst_478) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2100 = stablehlo.multiply %1024, %2098 : tensor<8x64x128xf32>
    %cst_479 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2101 = stablehlo.reduce(%2100 init: %cst_479) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2102 = stablehlo.reshape %2101 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2103 = stablehlo.broadcast_in_dim %1027, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %2104 = stablehlo.multiply %2098, %2103 : tensor<8x64x128xf32>
    %2105 = stablehlo.multiply %2102, %1030 : tensor<8x64x1xf32>
    %2106 = stablehlo.negate %2104 : tensor<8x64x128xf32>
    %cst_480 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2107 = stablehlo.reduce(%2106 init: %cst_480) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2108 = stablehlo.reshape %2107 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2109 = stablehlo.add %2050, %2104 : tensor<8x64x128xf32>
    %cst_481 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2110 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2111 = stablehlo.divide %2105, %2110 : tensor<8x64x1xf32>
    %cst_482 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2112 = stablehlo.reduce(%2111 init: %cst_482) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2113 = stablehlo.broadcast_in_dim %2112, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2114 = stablehlo.multiply %2113, %1018 : tensor<8x64x128xf32>
    %2115 = stablehlo.negate %2114 : tensor<8x64x128xf32>
    %cst_483 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2116 = stablehlo.reduce(%2115 init: %cst_483) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2117 = stablehlo.reshape %2116 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2118 = stablehlo.add %2109, %2114 : tensor<8x64x128xf32>
    %2119 = stablehlo.add %2108, %2117 : tensor<8x64x1xf32>
    %cst_484 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2120 = stablehlo.broadcast_in_dim %cst_484, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2121 = stablehlo.divide %2119, %2120 : tensor<8x64x1xf32>
    %cst_485 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2122 = stablehlo.reduce(%2121 init: %cst_485) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2123 = stablehlo.broadcast_in_dim %2122, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2124 = stablehlo.add %2118, %2123 : tensor<8x64x128xf32>
    %cst_486 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2125 = stablehlo.reduce(%2124 init: %cst_486) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2126 = stablehlo.reshape %2125 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_487 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2127 = stablehlo.reduce(%2126 init: %cst_487) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2128 = stablehlo.dot_general %2124, %1004, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %2129 = stablehlo.transpose %2128, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %2130 = stablehlo.dot_general %2124, %arg95, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %2131 = stablehlo.multiply %988, %2130 : tensor<8x64x512xf32>
    %2132 = stablehlo.multiply %2130, %1003 : tensor<8x64x512xf32>
    %2133 = stablehlo.multiply %2131, %1001 : tensor<8x64x512xf32>
    %2134 = stablehlo.multiply %2133, %999 : tensor<8x64x512xf32>
    %2135 = stablehlo.add %2133, %2134 : tensor<8x64x512xf32>
    %cst_488 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %2136 = stablehlo.broadcast_in_dim %cst_488, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2137 = stablehlo.multiply %2136, %2135 : tensor<8x64x512xf32>
    %cst_489 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2138 = stablehlo.broadcast_in_dim %cst_489, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2139 = stablehlo.multiply %2138, %2137 : tensor<8x64x512xf32>
    %2140 = stablehlo.multiply %2139, %993 : tensor<8x64x512xf32>
    %2141 = stablehlo.add %2137, %2140 : tensor<8x64x512xf32>
    %cst_490 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2142 = stablehlo.broadcast_in_dim %cst_490, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2143 = stablehlo.multiply %2142, %2132 : tensor<8x64x512xf32>
    %2144 = stablehlo.add %2141, %2143 : tensor<8x64x512xf32>
    %cst_491 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2145 = stablehlo.reduce(%2144 init: %cst_491) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2146 = stablehlo.reshape %2145 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_492 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2147 = stablehlo.reduce(%2146 init: %cst_492) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2148 = stablehlo.dot_general %2144, %982, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %2149 = stablehlo.transpose %2148, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %2150 = stablehlo.dot_general %2144, %arg93, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_493 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2151 = stablehlo.reduce(%2150 init: %cst_493) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2152 = stablehlo.reshape %2151 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_494 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2153 = stablehlo.reduce(%2152 init: %cst_494) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2154 = stablehlo.multiply %976, %2150 : tensor<8x64x128xf32>
    %cst_495 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2155 = stablehlo.reduce(%2154 init: %cst_495) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2156 = stablehlo.reshape %2155 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %2157 = stablehlo.broadcast_in_dim %977, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %2158 = stablehlo.multiply %2150, %2157 : tensor<8x64x128xf32>
    %cst_496 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2159 = stablehlo.reduce(%2156 init: %cst_496) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2160 = stablehlo.multiply %968, %2158 : tensor<8x64x128xf32>
    %cst_497 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2161 = stablehlo.reduce(%2160 init: %cst_497) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2162 = stablehlo.reshape %2161 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2163 = stablehlo.broadcast_in_dim %971, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %2164 = stablehlo.multiply %2158, %2163 : tensor<8x64x128xf32>
    %2165 = stablehlo.multiply %2162, %974 : tensor<8x64x1xf32>
    %2166 = stablehlo.negate %2164 : tensor<8x64x128xf32>
    %cst_498 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2167 = stablehlo.reduce(%2166 init: %cst_498) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2168 = stablehlo.reshape %2167 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2169 = stablehlo.add %2124, %2164 : tensor<8x64x128xf32>
    %cst_499 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2170 = stablehlo.broadcast_in_dim %cst_499, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2171 = stablehlo.divide %2165, %2170 : tensor<8x64x1xf32>
    %cst_500 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2172 = stablehlo.reduce(%2171 init: %cst_500) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2173 = stablehlo.broadcast_in_dim %2172, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2174 = stablehlo.multiply %2173, %962 : tensor<8x64x128xf32>
    %2175 = stablehlo.negate %2174 : tensor<8x64x128xf32>
    %cst_501 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2176 = stablehlo.reduce(%2175 init: %cst_501) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2177 = stablehlo.reshape %2176 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2178 = stablehlo.add %2169, %2174 : tensor<8x64x128xf32>
    %2179 = stablehlo.add %2168, %2177 : tensor<8x64x1xf32>
    %cst_502 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2180 = stablehlo.broadcast_in_dim %cst_502, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2181 = stablehlo.divide %2179, %2180 : tensor<8x64x1xf32>
    %cst_503 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2182 = stablehlo.reduce(%2181 init: %cst_503) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2183 = stablehlo.broadcast_in_dim %2182, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2184 = stablehlo.add %2178, %2183 : tensor<8x64x128xf32>
    %cst_504 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2185 = stablehlo.reduce(%2184 init: %cst_504) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2186 = stablehlo.reshape %2185 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_505 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2187 = stablehlo.reduce(%2186 init: %cst_505) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2188 = stablehlo.dot_general %2184, %948, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %2189 = stablehlo.transpose %2188, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %2190 = stablehlo.dot_general %2184, %arg85, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %2191 = stablehlo.reshape %2190 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %2192 = stablehlo.transpose %2191, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xf32>) -> tensor<8x4x32x64xf32>
    %2193 = stablehlo.dot_general %2192, %923, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %2194 = stablehlo.dot_general %2192, %942, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %2195 = stablehlo.transpose %2194, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %2196 = stablehlo.broadcast_in_dim %945, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %2197 = stablehlo.multiply %2193, %2196 : tensor<8x4x64x64xf32>
    %2198 = stablehlo.multiply %2197, %938 : tensor<8x4x64x64xf32>
    %cst_506 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2199 = stablehlo.reduce(%2198 init: %cst_506) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %2200 = stablehlo.reshape %2199 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %2201 = stablehlo.negate %2200 : tensor<8x4x64x1xf32>
    %2202 = stablehlo.broadcast_in_dim %940, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %2203 = stablehlo.divide %2193, %2202 : tensor<8x4x64x64xf32>
    %cst_507 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2204 = stablehlo.reduce(%2201 init: %cst_507) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %2205 = stablehlo.broadcast_in_dim %2204, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %2206 = stablehlo.add %2203, %2205 : tensor<8x4x64x64xf32>
    %2207 = stablehlo.multiply %2206, %938 : tensor<8x4x64x64xf32>
    %2208 = call @_where_2(%931#1, %2207) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %2209 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %2210 = stablehlo.divide %2208, %2209 : tensor<8x4x64x64xf32>
    %2211 = stablehlo.dot_general %2210, %921, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %2212 = stablehlo.transpose %2211, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %2213 = stablehlo.dot_general %2210, %922, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %2214 = stablehlo.transpose %2213, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %2215 = stablehlo.reshape %2195 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2216 = stablehlo.reshape %2212 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2217 = stablehlo.reshape %2214 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2218 = stablehlo.concatenate %2217, %2216, %2215, dim = 2 : (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x384xf32>
    %cst_508 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2219 = stablehlo.reduce(%2218 init: %cst_508) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2220 = stablehlo.reshape %2219 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %cst_509 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2221 = stablehlo.reduce(%2220 init: %cst_509) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2222 = stablehlo.dot_general %2218, %913, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %2223 = stablehlo.transpose %2222, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %2224 = stablehlo.dot_general %2218, %arg87, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %cst_510 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2225 = stablehlo.reduce(%2224 init: %cst_510) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2226 = stablehlo.reshape %2225 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_511 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2227 = stablehlo.reduce(%2226 init: %cst_511) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2228 = stablehlo.multiply %907, %2224 : tensor<8x64x128xf32>
    %cst_512 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2229 = stablehlo.reduce(%2228 init: %cst_512) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2230 = stablehlo.reshape %2229 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %2231 = stablehlo.broadcast_in_dim %908, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %2232 = stablehlo.multiply %2224, %2231 : tensor<8x64x128xf32>
    %cst_513 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2233 = stablehlo.reduce(%2230 init: %cst_513) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2234 = stablehlo.multiply %899, %2232 : tensor<8x64x128xf32>
    %cst_514 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2235 = stablehlo.reduce(%2234 init: %cst_514) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2236 = stablehlo.reshape %2235 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2237 = stablehlo.broadcast_in_dim %902, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %2238 = stablehlo.multiply %2232, %2237 : tensor<8x64x128xf32>
    %2239 = stablehlo.multiply %2236, %905 : tensor<8x64x1xf32>
    %2240 = stablehlo.negate %2238 : tensor<8x64x128xf32>
    %cst_515 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2241 = stablehlo.reduce(%2240 init: %cst_515) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2242 = stablehlo.reshape %2241 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2243 = stablehlo.add %2184, %2238 : tensor<8x64x128xf32>
    %cst_516 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2244 = stablehlo.broadcast_in_dim %cst_516, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2245 = stablehlo.divide %2239, %2244 : tensor<8x64x1xf32>
    %cst_517 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2246 = stablehlo.reduce(%2245 init: %cst_517) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2247 = stablehlo.broadcast_in_dim %2246, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2248 = stablehlo.multiply %2247, %893 : tensor<8x64x128xf32>
    %2249 = stablehlo.negate %2248 : tensor<8x64x128xf32>
    %cst_518 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2250 = stablehlo.reduce(%2249 init: %cst_518) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2251 = stablehlo.reshape %2250 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2252 = stablehlo.add %2243, %2248 : tensor<8x64x128xf32>
    %2253 = stablehlo.add %2242, %2251 : tensor<8x64x1xf32>
    %cst_519 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2254 = stablehlo.broadcast_in_dim %cst_519, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2255 = stablehlo.divide %2253, %2254 : tensor<8x64x1xf32>
    %cst_520 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2256 = stablehlo.reduce(%2255 init: %cst_520) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2257 = stablehlo.broadcast_in_dim %2256, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2258 = stablehlo.add %2252, %2257 : tensor<8x64x128xf32>
    %cst_521 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2259 = stablehlo.reduce(%2258 init: %cst_521) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2260 = stablehlo.reshape %2259 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_522 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2261 = stablehlo.reduce(%2260 init: %cst_522) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2262 = stablehlo.dot_general %2258, %879, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %2263 = stablehlo.transpose %2262, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %2264 = stablehlo.dot_general %2258, %arg83, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %2265 = stablehlo.multiply %863, %2264 : tensor<8x64x512xf32>
    %2266 = stablehlo.multiply %2264, %878 : tensor<8x64x512xf32>
    %2267 = stablehlo.multiply %2265, %876 : tensor<8x64x512xf32>
    %2268 = stablehlo.multiply %2267, %874 : tensor<8x64x512xf32>
    %2269 = stablehlo.add %2267, %2268 : tensor<8x64x512xf32>
    %cst_523 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %2270 = stablehlo.broadcast_in_dim %cst_523, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2271 = stablehlo.multiply %2270, %2269 : tensor<8x64x512xf32>
    %cst_524 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2272 = stablehlo.broadcast_in_dim %cst_524, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2273 = stablehlo.multiply %2272, %2271 : tensor<8x64x512xf32>
    %2274 = stablehlo.multiply %2273, %868 : tensor<8x64x512xf32>
    %2275 = stablehlo.add %2271, %2274 : tensor<8x64x512xf32>
    %cst_525 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2276 = stablehlo.broadcast_in_dim %cst_525, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2277 = stablehlo.multiply %2276, %2266 : tensor<8x64x512xf32>
    %2278 = stablehlo.add %2275, %2277 : tensor<8x64x512xf32>
    %cst_526 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2279 = stablehlo.reduce(%2278 init: %cst_526) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2280 = stablehlo.reshape %2279 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_527 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2281 = stablehlo.reduce(%2280 init: %cst_527) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2282 = stablehlo.dot_general %2278, %857, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %2283 = stablehlo.transpose %2282, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %2284 = stablehlo.dot_general %2278, %arg81, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_528 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2285 = stablehlo.reduce(%2284 init: %cst_528) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2286 = stablehlo.reshape %2285 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_529 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2287 = stablehlo.reduce(%2286 init: %cst_529) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2288 = stablehlo.multiply %851, %2284 : tensor<8x64x128xf32>
    %cst_530 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2289 = stablehlo.reduce(%2288 init: %cst_530) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2290 = stablehlo.reshape %2289 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %2291 = stablehlo.broadcast_in_dim %852, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %2292 = stablehlo.multiply %2284, %2291 : tensor<8x64x128xf32>
    %cst_531 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2293 = stablehlo.reduce(%2290 init: %cst_531) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2294 = stablehlo.multiply %843, %2292 : tensor<8x64x128xf32>
    %cst_532 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2295 = stablehlo.reduce(%2294 init: %cst_532) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2296 = stablehlo.reshape %2295 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2297 = stablehlo.broadcast_in_dim %846, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %2298 = stablehlo.multiply %2292, %2297 : tensor<8x64x128xf32>
    %2299 = stablehlo.multiply %2296, %849 : tensor<8x64x1xf32>
    %2300 = stablehlo.negate %2298 : tensor<8x64x128xf32>
    %cst_533 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2301 = stablehlo.reduce(%2300 init: %cst_533) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2302 = stablehlo.reshape %2301 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2303 = stablehlo.add %2258, %2298 : tensor<8x64x128xf32>
    %cst_534 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2304 = stablehlo.broadcast_in_dim %cst_534, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2305 = stablehlo.divide %2299, %2304 : tensor<8x64x1xf32>
    %cst_535 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2306 = stablehlo.reduce(%2305 init: %cst_535) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2307 = stablehlo.broadcast_in_dim %2306, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2308 = stablehlo.multiply %2307, %837 : tensor<8x64x128xf32>
    %2309 = stablehlo.negate %2308 : tensor<8x64x128xf32>
    %cst_536 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2310 = stablehlo.reduce(%2309 init: %cst_536) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2311 = stablehlo.reshape %2310 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2312 = stablehlo.add %2303, %2308 : tensor<8x64x128xf32>
    %2313 = stablehlo.add %2302, %2311 : tensor<8x64x1xf32>
    %cst_537 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2314 = stablehlo.broadcast_in_dim %cst_537, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2315 = stablehlo.divide %2313, %2314 : tensor<8x64x1xf32>
    %cst_538 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2316 = stablehlo.reduce(%2315 init: %cst_538) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2317 = stablehlo.broadcast_in_dim %2316, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2318 = stablehlo.add %2312, %2317 : tensor<8x64x128xf32>
    %cst_539 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2319 = stablehlo.reduce(%2318 init: %cst_539) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2320 = stablehlo.reshape %2319 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_540 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2321 = stablehlo.reduce(%2320 init: %cst_540) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2322 = stablehlo.dot_general %2318, %823, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %2323 = stablehlo.transpose %2322, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %2324 = stablehlo.dot_general %2318, %arg73, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %2325 = stablehlo.reshape %2324 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %2326 = stablehlo.transpose %2325, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xf32>) -> tensor<8x4x32x64xf32>
    %2327 = stablehlo.dot_general %2326, %798, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %2328 = stablehlo.dot_general %2326, %817, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %2329 = stablehlo.transpose %2328, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %2330 = stablehlo.broadcast_in_dim %820, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %2331 = stablehlo.multiply %2327, %2330 : tensor<8x4x64x64xf32>
    %2332 = stablehlo.multiply %2331, %813 : tensor<8x4x64x64xf32>
    %cst_541 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2333 = stablehlo.reduce(%2332 init: %cst_541) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %2334 = stablehlo.reshape %2333 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %2335 = stablehlo.negate %2334 : tensor<8x4x64x1xf32>
    %2336 = stablehlo.broadcast_in_dim %815, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %2337 = stablehlo.divide %2327, %2336 : tensor<8x4x64x64xf32>
    %cst_542 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2338 = stablehlo.reduce(%2335 init: %cst_542) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %2339 = stablehlo.broadcast_in_dim %2338, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %2340 = stablehlo.add %2337, %2339 : tensor<8x4x64x64xf32>
    %2341 = stablehlo.multiply %2340, %813 : tensor<8x4x64x64xf32>
    %2342 = call @_where_2(%806#1, %2341) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %2343 = stablehlo.broadcast_in_dim %801, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %2344 = stablehlo.divide %2342, %2343 : tensor<8x4x64x64xf32>
    %2345 = stablehlo.dot_general %2344, %796, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %2346 = stablehlo.transpose %2345, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %2347 = stablehlo.dot_general %2344, %797, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %2348 = stablehlo.transpose %2347, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %2349 = stablehlo.reshape %2329 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2350 = stablehlo.reshape %2346 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2351 = stablehlo.reshape %2348 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2352 = stablehlo.concatenate %2351, %2350, %2349, dim = 2 : (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x384xf32>
    %cst_543 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2353 = stablehlo.reduce(%2352 init: %cst_543) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2354 = stablehlo.reshape %2353 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %cst_544 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2355 = stablehlo.reduce(%2354 init: %cst_544) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2356 = stablehlo.dot_general %2352, %788, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %2357 = stablehlo.transpose %2356, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %2358 = stablehlo.dot_general %2352, %arg75, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %cst_545 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2359 = stablehlo.reduce(%2358 init: %cst_545) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2360 = stablehlo.reshape %2359 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_546 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2361 = stablehlo.reduce(%2360 init: %cst_546) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2362 = stablehlo.multiply %782, %2358 : tensor<8x64x128xf32>
    %cst_547 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2363 = stablehlo.reduce(%2362 init: %cst_547) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2364 = stablehlo.reshape %2363 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %2365 = stablehlo.broadcast_in_dim %783, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %2366 = stablehlo.multiply %2358, %2365 : tensor<8x64x128xf32>
    %cst_548 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2367 = stablehlo.reduce(%2364 init: %cst_548) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2368 = stablehlo.multiply %774, %2366 : tensor<8x64x128xf32>
    %cst_549 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2369 = stablehlo.reduce(%2368 init: %cst_549) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2370 = stablehlo.reshape %2369 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2371 = stablehlo.broadcast_in_dim %777, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %2372 = stablehlo.multiply %2366, %2371 : tensor<8x64x128xf32>
    %2373 = stablehlo.multiply %2370, %780 : tensor<8x64x1xf32>
    %2374 = stablehlo.negate %2372 : tensor<8x64x128xf32>
    %cst_550 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2375 = stablehlo.reduce(%2374 init: %cst_550) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2376 = stablehlo.reshape %2375 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2377 = stablehlo.add %2318, %2372 : tensor<8x64x128xf32>
    %cst_551 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2378 = stablehlo.broadcast_in_dim %cst_551, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2379 = stablehlo.divide %2373, %2378 : tensor<8x64x1xf32>
    %cst_552 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2380 = stablehlo.reduce(%2379 init: %cst_552) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2381 = stablehlo.broadcast_in_dim %2380, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2382 = stablehlo.multiply %2381, %768 : tensor<8x64x128xf32>
    %2383 = stablehlo.negate %2382 : tensor<8x64x128xf32>
    %cst_553 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2384 = stablehlo.reduce(%2383 init: %cst_553) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2385 = stablehlo.reshape %2384 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2386 = stablehlo.add %2377, %2382 : tensor<8x64x128xf32>
    %2387 = stablehlo.add %2376, %2385 : tensor<8x64x1xf32>
    %cst_554 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2388 = stablehlo.broadcast_in_dim %cst_554, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2389 = stablehlo.divide %2387, %2388 : tensor<8x64x1xf32>
    %cst_555 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2390 = stablehlo.reduce(%2389 init: %cst_555) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2391 = stablehlo.broadcast_in_dim %2390, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2392 = stablehlo.add %2386, %2391 : tensor<8x64x128xf32>
    %cst_556 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2393 = stablehlo.reduce(%2392 init: %cst_556) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2394 = stablehlo.reshape %2393 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_557 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2395 = stablehlo.reduce(%2394 init: %cst_557) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2396 = stablehlo.dot_general %2392, %754, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %2397 = stablehlo.transpose %2396, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %2398 = stablehlo.dot_general %2392, %arg71, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %2399 = stablehlo.multiply %738, %2398 : tensor<8x64x512xf32>
    %2400 = stablehlo.multiply %2398, %753 : tensor<8x64x512xf32>
    %2401 = stablehlo.multiply %2399, %751 : tensor<8x64x512xf32>
    %2402 = stablehlo.multiply %2401, %749 : tensor<8x64x512xf32>
    %2403 = stablehlo.add %2401, %2402 : tensor<8x64x512xf32>
    %cst_558 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %2404 = stablehlo.broadcast_in_dim %cst_558, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2405 = stablehlo.multiply %2404, %2403 : tensor<8x64x512xf32>
    %cst_559 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2406 = stablehlo.broadcast_in_dim %cst_559, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2407 = stablehlo.multiply %2406, %2405 : tensor<8x64x512xf32>
    %2408 = stablehlo.multiply %2407, %743 : tensor<8x64x512xf32>
    %2409 = stablehlo.add %2405, %2408 : tensor<8x64x512xf32>
    %cst_560 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2410 = stablehlo.broadcast_in_dim %cst_560, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2411 = stablehlo.multiply %2410, %2400 : tensor<8x64x512xf32>
    %2412 = stablehlo.add %2409, %2411 : tensor<8x64x512xf32>
    %cst_561 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2413 = stablehlo.reduce(%2412 init: %cst_561) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2414 = stablehlo.reshape %2413 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_562 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2415 = stablehlo.reduce(%2414 init: %cst_562) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2416 = stablehlo.dot_general %2412, %732, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %2417 = stablehlo.transpose %2416, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %2418 = stablehlo.dot_general %2412, %arg69, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_563 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2419 = stablehlo.reduce(%2418 init: %cst_563) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2420 = stablehlo.reshape %2419 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_564 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2421 = stablehlo.reduce(%2420 init: %cst_564) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2422 = stablehlo.multiply %726, %2418 : tensor<8x64x128xf32>
    %cst_565 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2423 = stablehlo.reduce(%2422 init: %cst_565) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2424 = stablehlo.reshape %2423 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %2425 = stablehlo.broadcast_in_dim %727, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %2426 = stablehlo.multiply %2418, %2425 : tensor<8x64x128xf32>
    %cst_566 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2427 = stablehlo.reduce(%2424 init: %cst_566) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2428 = stablehlo.multiply %718, %2426 : tensor<8x64x128xf32>
    %cst_567 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2429 = stablehlo.reduce(%2428 init: %cst_567) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2430 = stablehlo.reshape %2429 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2431 = stablehlo.broadcast_in_dim %721, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %2432 = stablehlo.multiply %2426, %2431 : tensor<8x64x128xf32>
    %2433 = stablehlo.multiply %2430, %724 : tensor<8x64x1xf32>
    %2434 = stablehlo.negate %2432 : tensor<8x64x128xf32>
    %cst_568 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2435 = stablehlo.reduce(%2434 init: %cst_568) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2436 = stablehlo.reshape %2435 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2437 = stablehlo.add %2392, %2432 : tensor<8x64x128xf32>
    %cst_569 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2438 = stablehlo.broadcast_in_dim %cst_569, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2439 = stablehlo.divide %2433, %2438 : tensor<8x64x1xf32>
    %cst_570 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2440 = stablehlo.reduce(%2439 init: %cst_570) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2441 = stablehlo.broadcast_in_dim %2440, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2442 = stablehlo.multiply %2441, %712 : tensor<8x64x128xf32>
    %2443 = stablehlo.negate %2442 : tensor<8x64x128xf32>
    %cst_571 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2444 = stablehlo.reduce(%2443 init: %cst_571) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2445 = stablehlo.reshape %2444 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2446 = stablehlo.add %2437, %2442 : tensor<8x64x128xf32>
    %2447 = stablehlo.add %2436, %2445 : tensor<8x64x1xf32>
    %cst_572 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2448 = stablehlo.broadcast_in_dim %cst_572, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2449 = stablehlo.divide %2447, %2448 : tensor<8x64x1xf32>
    %cst_573 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2450 = stablehlo.reduce(%2449 init: %cst_573) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2451 = stablehlo.broadcast_in_dim %2450, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2452 = stablehlo.add %2446, %2451 : tensor<8x64x128xf32>
    %cst_574 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2453 = stablehlo.reduce(%2452 init: %cst_574) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2454 = stablehlo.reshape %2453 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_575 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2455 = stablehlo.reduce(%2454 init: %cst_575) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2456 = stablehlo.dot_general %2452, %698, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %2457 = stablehlo.transpose %2456, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %2458 = stablehlo.dot_general %2452, %arg61, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %2459 = stablehlo.reshape %2458 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %2460 = stablehlo.transpose %2459, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xf32>) -> tensor<8x4x32x64xf32>
    %2461 = stablehlo.dot_general %2460, %673, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %2462 = stablehlo.dot_general %2460, %692, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %2463 = stablehlo.transpose %2462, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %2464 = stablehlo.broadcast_in_dim %695, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %2465 = stablehlo.multiply %2461, %2464 : tensor<8x4x64x64xf32>
    %2466 = stablehlo.multiply %2465, %688 : tensor<8x4x64x64xf32>
    %cst_576 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2467 = stablehlo.reduce(%2466 init: %cst_576) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %2468 = stablehlo.reshape %2467 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %2469 = stablehlo.negate %2468 : tensor<8x4x64x1xf32>
    %2470 = stablehlo.broadcast_in_dim %690, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %2471 = stablehlo.divide %2461, %2470 : tensor<8x4x64x64xf32>
    %cst_577 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2472 = stablehlo.reduce(%2469 init: %cst_577) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %2473 = stablehlo.broadcast_in_dim %2472, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %2474 = stablehlo.add %2471, %2473 : tensor<8x4x64x64xf32>
    %2475 = stablehlo.multiply %2474, %688 : tensor<8x4x64x64xf32>
    %2476 = call @_where_2(%681#1, %2475) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %2477 = stablehlo.broadcast_in_dim %676, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %2478 = stablehlo.divide %2476, %2477 : tensor<8x4x64x64xf32>
    %2479 = stablehlo.dot_general %2478, %671, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %2480 = stablehlo.transpose %2479, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %2481 = stablehlo.dot_general %2478, %672, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %2482 = stablehlo.transpose %2481, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %2483 = stablehlo.reshape %2463 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2484 = stablehlo.reshape %2480 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2485 = stablehlo.reshape %2482 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2486 = stablehlo.concatenate %2485, %2484, %2483, dim = 2 : (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x384xf32>
    %cst_578 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2487 = stablehlo.reduce(%2486 init: %cst_578) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2488 = stablehlo.reshape %2487 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %cst_579 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2489 = stablehlo.reduce(%2488 init: %cst_579) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2490 = stablehlo.dot_general %2486, %663, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %2491 = stablehlo.transpose %2490, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %2492 = stablehlo.dot_general %2486, %arg63, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %cst_580 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2493 = stablehlo.reduce(%2492 init: %cst_580) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2494 = stablehlo.reshape %2493 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_581 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2495 = stablehlo.reduce(%2494 init: %cst_581) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2496 = stablehlo.multiply %657, %2492 : tensor<8x64x128xf32>
    %cst_582 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2497 = stablehlo.reduce(%2496 init: %cst_582) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2498 = stablehlo.reshape %2497 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %2499 = stablehlo.broadcast_in_dim %658, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %2500 = stablehlo.multiply %2492, %2499 : tensor<8x64x128xf32>
    %cst_583 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2501 = stablehlo.reduce(%2498 init: %cst_583) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2502 = stablehlo.multiply %649, %2500 : tensor<8x64x128xf32>
    %cst_584 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2503 = stablehlo.reduce(%2502 init: %cst_584) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2504 = stablehlo.reshape %2503 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2505 = stablehlo.broadcast_in_dim %652, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %2506 = stablehlo.multiply %2500, %2505 : tensor<8x64x128xf32>
    %2507 = stablehlo.multiply %2504, %655 : tensor<8x64x1xf32>
    %2508 = stablehlo.negate %2506 : tensor<8x64x128xf32>
    %cst_585 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2509 = stablehlo.reduce(%2508 init: %cst_585) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2510 = stablehlo.reshape %2509 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2511 = stablehlo.add %2452, %2506 : tensor<8x64x128xf32>
    %cst_586 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2512 = stablehlo.broadcast_in_dim %cst_586, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2513 = stablehlo.divide %2507, %2512 : tensor<8x64x1xf32>
    %cst_587 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2514 = stablehlo.reduce(%2513 init: %cst_587) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2515 = stablehlo.broadcast_in_dim %2514, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2516 = stablehlo.multiply %2515, %643 : tensor<8x64x128xf32>
    %2517 = stablehlo.negate %2516 : tensor<8x64x128xf32>
    %cst_588 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2518 = stablehlo.reduce(%2517 init: %cst_588) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2519 = stablehlo.reshape %2518 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2520 = stablehlo.add %2511, %2516 : tensor<8x64x128xf32>
    %2521 = stablehlo.add %2510, %2519 : tensor<8x64x1xf32>
    %cst_589 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2522 = stablehlo.broadcast_in_dim %cst_589, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2523 = stablehlo.divide %2521, %2522 : tensor<8x64x1xf32>
    %cst_590 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2524 = stablehlo.reduce(%2523 init: %cst_590) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2525 = stablehlo.broadcast_in_dim %2524, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2526 = stablehlo.add %2520, %2525 : tensor<8x64x128xf32>
    %cst_591 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2527 = stablehlo.reduce(%2526 init: %cst_591) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2528 = stablehlo.reshape %2527 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_592 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2529 = stablehlo.reduce(%2528 init: %cst_592) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2530 = stablehlo.dot_general %2526, %629, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %2531 = stablehlo.transpose %2530, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %2532 = stablehlo.dot_general %2526, %arg59, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %2533 = stablehlo.multiply %613, %2532 : tensor<8x64x512xf32>
    %2534 = stablehlo.multiply %2532, %628 : tensor<8x64x512xf32>
    %2535 = stablehlo.multiply %2533, %626 : tensor<8x64x512xf32>
    %2536 = stablehlo.multiply %2535, %624 : tensor<8x64x512xf32>
    %2537 = stablehlo.add %2535, %2536 : tensor<8x64x512xf32>
    %cst_593 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %2538 = stablehlo.broadcast_in_dim %cst_593, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2539 = stablehlo.multiply %2538, %2537 : tensor<8x64x512xf32>
    %cst_594 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2540 = stablehlo.broadcast_in_dim %cst_594, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2541 = stablehlo.multiply %2540, %2539 : tensor<8x64x512xf32>
    %2542 = stablehlo.multiply %2541, %618 : tensor<8x64x512xf32>
    %2543 = stablehlo.add %2539, %2542 : tensor<8x64x512xf32>
    %cst_595 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2544 = stablehlo.broadcast_in_dim %cst_595, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2545 = stablehlo.multiply %2544, %2534 : tensor<8x64x512xf32>
    %2546 = stablehlo.add %2543, %2545 : tensor<8x64x512xf32>
    %cst_596 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2547 = stablehlo.reduce(%2546 init: %cst_596) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2548 = stablehlo.reshape %2547 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_597 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2549 = stablehlo.reduce(%2548 init: %cst_597) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2550 = stablehlo.dot_general %2546, %607, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %2551 = stablehlo.transpose %2550, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %2552 = stablehlo.dot_general %2546, %arg57, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_598 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2553 = stablehlo.reduce(%2552 init: %cst_598) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2554 = stablehlo.reshape %2553 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_599 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2555 = stablehlo.reduce(%2554 init: %cst_599) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2556 = stablehlo.multiply %601, %2552 : tensor<8x64x128xf32>
    %cst_600 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2557 = stablehlo.reduce(%2556 init: %cst_600) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2558 = stablehlo.reshape %2557 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %2559 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %2560 = stablehlo.multiply %2552, %2559 : tensor<8x64x128xf32>
    %cst_601 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2561 = stablehlo.reduce(%2558 init: %cst_601) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2562 = stablehlo.multiply %593, %2560 : tensor<8x64x128xf32>
    %cst_602 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2563 = stablehlo.reduce(%2562 init: %cst_602) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2564 = stablehlo.reshape %2563 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2565 = stablehlo.broadcast_in_dim %596, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %2566 = stablehlo.multiply %2560, %2565 : tensor<8x64x128xf32>
    %2567 = stablehlo.multiply %2564, %599 : tensor<8x64x1xf32>
    %2568 = stablehlo.negate %2566 : tensor<8x64x128xf32>
    %cst_603 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2569 = stablehlo.reduce(%2568 init: %cst_603) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2570 = stablehlo.reshape %2569 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2571 = stablehlo.add %2526, %2566 : tensor<8x64x128xf32>
    %cst_604 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2572 = stablehlo.broadcast_in_dim %cst_604, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2573 = stablehlo.divide %2567, %2572 : tensor<8x64x1xf32>
    %cst_605 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2574 = stablehlo.reduce(%2573 init: %cst_605) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2575 = stablehlo.broadcast_in_dim %2574, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2576 = stablehlo.multiply %2575, %587 : tensor<8x64x128xf32>
    %2577 = stablehlo.negate %2576 : tensor<8x64x128xf32>
    %cst_606 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2578 = stablehlo.reduce(%2577 init: %cst_606) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2579 = stablehlo.reshape %2578 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2580 = stablehlo.add %2571, %2576 : tensor<8x64x128xf32>
    %2581 = stablehlo.add %2570, %2579 : tensor<8x64x1xf32>
    %cst_607 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2582 = stablehlo.broadcast_in_dim %cst_607, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2583 = stablehlo.divide %2581, %2582 : tensor<8x64x1xf32>
    %cst_608 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2584 = stablehlo.reduce(%2583 init: %cst_608) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2585 = stablehlo.broadcast_in_dim %2584, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2586 = stablehlo.add %2580, %2585 : tensor<8x64x128xf32>
    %cst_609 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2587 = stablehlo.reduce(%2586 init: %cst_609) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2588 = stablehlo.reshape %2587 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_610 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2589 = stablehlo.reduce(%2588 init: %cst_610) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2590 = stablehlo.dot_general %2586, %573, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %2591 = stablehlo.transpose %2590, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %2592 = stablehlo.dot_general %2586, %arg49, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %2593 = stablehlo.reshape %2592 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %2594 = stablehlo.transpose %2593, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xf32>) -> tensor<8x4x32x64xf32>
    %2595 = stablehlo.dot_general %2594, %548, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %2596 = stablehlo.dot_general %2594, %567, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %2597 = stablehlo.transpose %2596, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %2598 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %2599 = stablehlo.multiply %2595, %2598 : tensor<8x4x64x64xf32>
    %2600 = stablehlo.multiply %2599, %563 : tensor<8x4x64x64xf32>
    %cst_611 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2601 = stablehlo.reduce(%2600 init: %cst_611) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %2602 = stablehlo.reshape %2601 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %2603 = stablehlo.negate %2602 : tensor<8x4x64x1xf32>
    %2604 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %2605 = stablehlo.divide %2595, %2604 : tensor<8x4x64x64xf32>
    %cst_612 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2606 = stablehlo.reduce(%2603 init: %cst_612) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %2607 = stablehlo.broadcast_in_dim %2606, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %2608 = stablehlo.add %2605, %2607 : tensor<8x4x64x64xf32>
    %2609 = stablehlo.multiply %2608, %563 : tensor<8x4x64x64xf32>
    %2610 = call @_where_2(%556#1, %2609) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %2611 = stablehlo.broadcast_in_dim %551, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %2612 = stablehlo.divide %2610, %2611 : tensor<8x4x64x64xf32>
    %2613 = stablehlo.dot_general %2612, %546, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %2614 = stablehlo.transpose %2613, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %2615 = stablehlo.dot_general %2612, %547, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %2616 = stablehlo.transpose %2615, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %2617 = stablehlo.reshape %2597 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2618 = stablehlo.reshape %2614 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2619 = stablehlo.reshape %2616 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2620 = stablehlo.concatenate %2619, %2618, %2617, dim = 2 : (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x384xf32>
    %cst_613 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2621 = stablehlo.reduce(%2620 init: %cst_613) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2622 = stablehlo.reshape %2621 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %cst_614 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2623 = stablehlo.reduce(%2622 init: %cst_614) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2624 = stablehlo.dot_general %2620, %538, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %2625 = stablehlo.transpose %2624, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %2626 = stablehlo.dot_general %2620, %arg51, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %cst_615 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2627 = stablehlo.reduce(%2626 init: %cst_615) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2628 = stablehlo.reshape %2627 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_616 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2629 = stablehlo.reduce(%2628 init: %cst_616) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2630 = stablehlo.multiply %532, %2626 : tensor<8x64x128xf32>
    %cst_617 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2631 = stablehlo.reduce(%2630 init: %cst_617) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2632 = stablehlo.reshape %2631 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %2633 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %2634 = stablehlo.multiply %2626, %2633 : tensor<8x64x128xf32>
    %cst_618 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2635 = stablehlo.reduce(%2632 init: %cst_618) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2636 = stablehlo.multiply %524, %2634 : tensor<8x64x128xf32>
    %cst_619 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2637 = stablehlo.reduce(%2636 init: %cst_619) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2638 = stablehlo.reshape %2637 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2639 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %2640 = stablehlo.multiply %2634, %2639 : tensor<8x64x128xf32>
    %2641 = stablehlo.multiply %2638, %530 : tensor<8x64x1xf32>
    %2642 = stablehlo.negate %2640 : tensor<8x64x128xf32>
    %cst_620 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2643 = stablehlo.reduce(%2642 init: %cst_620) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2644 = stablehlo.reshape %2643 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2645 = stablehlo.add %2586, %2640 : tensor<8x64x128xf32>
    %cst_621 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2646 = stablehlo.broadcast_in_dim %cst_621, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2647 = stablehlo.divide %2641, %2646 : tensor<8x64x1xf32>
    %cst_622 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2648 = stablehlo.reduce(%2647 init: %cst_622) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2649 = stablehlo.broadcast_in_dim %2648, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2650 = stablehlo.multiply %2649, %518 : tensor<8x64x128xf32>
    %2651 = stablehlo.negate %2650 : tensor<8x64x128xf32>
    %cst_623 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2652 = stablehlo.reduce(%2651 init: %cst_623) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2653 = stablehlo.reshape %2652 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2654 = stablehlo.add %2645, %2650 : tensor<8x64x128xf32>
    %2655 = stablehlo.add %2644, %2653 : tensor<8x64x1xf32>
    %cst_624 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2656 = stablehlo.broadcast_in_dim %cst_624, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2657 = stablehlo.divide %2655, %2656 : tensor<8x64x1xf32>
    %cst_625 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2658 = stablehlo.reduce(%2657 init: %cst_625) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2659 = stablehlo.broadcast_in_dim %2658, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2660 = stablehlo.add %2654, %2659 : tensor<8x64x128xf32>
    %cst_626 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2661 = stablehlo.reduce(%2660 init: %cst_626) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2662 = stablehlo.reshape %2661 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_627 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2663 = stablehlo.reduce(%2662 init: %cst_627) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2664 = stablehlo.dot_general %2660, %504, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %2665 = stablehlo.transpose %2664, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %2666 = stablehlo.dot_general %2660, %arg47, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %2667 = stablehlo.multiply %488, %2666 : tensor<8x64x512xf32>
    %2668 = stablehlo.multiply %2666, %503 : tensor<8x64x512xf32>
    %2669 = stablehlo.multiply %2667, %501 : tensor<8x64x512xf32>
    %2670 = stablehlo.multiply %2669, %499 : tensor<8x64x512xf32>
    %2671 = stablehlo.add %2669, %2670 : tensor<8x64x512xf32>
    %cst_628 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %2672 = stablehlo.broadcast_in_dim %cst_628, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2673 = stablehlo.multiply %2672, %2671 : tensor<8x64x512xf32>
    %cst_629 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2674 = stablehlo.broadcast_in_dim %cst_629, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2675 = stablehlo.multiply %2674, %2673 : tensor<8x64x512xf32>
    %2676 = stablehlo.multiply %2675, %493 : tensor<8x64x512xf32>
    %2677 = stablehlo.add %2673, %2676 : tensor<8x64x512xf32>
    %cst_630 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2678 = stablehlo.broadcast_in_dim %cst_630, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2679 = stablehlo.multiply %2678, %2668 : tensor<8x64x512xf32>
    %2680 = stablehlo.add %2677, %2679 : tensor<8x64x512xf32>
    %cst_631 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2681 = stablehlo.reduce(%2680 init: %cst_631) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2682 = stablehlo.reshape %2681 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_632 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2683 = stablehlo.reduce(%2682 init: %cst_632) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2684 = stablehlo.dot_general %2680, %482, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %2685 = stablehlo.transpose %2684, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %2686 = stablehlo.dot_general %2680, %arg45, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_633 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2687 = stablehlo.reduce(%2686 init: %cst_633) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2688 = stablehlo.reshape %2687 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_634 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2689 = stablehlo.reduce(%2688 init: %cst_634) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2690 = stablehlo.multiply %476, %2686 : tensor<8x64x128xf32>
    %cst_635 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2691 = stablehlo.reduce(%2690 init: %cst_635) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2692 = stablehlo.reshape %2691 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %2693 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %2694 = stablehlo.multiply %2686, %2693 : tensor<8x64x128xf32>
    %cst_636 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2695 = stablehlo.reduce(%2692 init: %cst_636) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2696 = stablehlo.multiply %468, %2694 : tensor<8x64x128xf32>
    %cst_637 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2697 = stablehlo.reduce(%2696 init: %cst_637) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2698 = stablehlo.reshape %2697 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2699 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %2700 = stablehlo.multiply %2694, %2699 : tensor<8x64x128xf32>
    %2701 = stablehlo.multiply %2698, %474 : tensor<8x64x1xf32>
    %2702 = stablehlo.negate %2700 : tensor<8x64x128xf32>
    %cst_638 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2703 = stablehlo.reduce(%2702 init: %cst_638) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2704 = stablehlo.reshape %2703 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2705 = stablehlo.add %2660, %2700 : tensor<8x64x128xf32>
    %cst_639 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2706 = stablehlo.broadcast_in_dim %cst_639, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2707 = stablehlo.divide %2701, %2706 : tensor<8x64x1xf32>
    %cst_640 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2708 = stablehlo.reduce(%2707 init: %cst_640) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2709 = stablehlo.broadcast_in_dim %2708, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2710 = stablehlo.multiply %2709, %462 : tensor<8x64x128xf32>
    %2711 = stablehlo.negate %2710 : tensor<8x64x128xf32>
    %cst_641 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2712 = stablehlo.reduce(%2711 init: %cst_641) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2713 = stablehlo.reshape %2712 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2714 = stablehlo.add %2705, %2710 : tensor<8x64x128xf32>
    %2715 = stablehlo.add %2704, %2713 : tensor<8x64x1xf32>
    %cst_642 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2716 = stablehlo.broadcast_in_dim %cst_642, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2717 = stablehlo.divide %2715, %2716 : tensor<8x64x1xf32>
    %cst_643 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2718 = stablehlo.reduce(%2717 init: %cst_643) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2719 = stablehlo.broadcast_in_dim %2718, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2720 = stablehlo.add %2714, %2719 : tensor<8x64x128xf32>
    %cst_644 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2721 = stablehlo.reduce(%2720 init: %cst_644) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2722 = stablehlo.reshape %2721 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_645 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2723 = stablehlo.reduce(%2722 init: %cst_645) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2724 = stablehlo.dot_general %2720, %448, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %2725 = stablehlo.transpose %2724, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %2726 = stablehlo.dot_general %2720, %arg37, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %2727 = stablehlo.reshape %2726 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %2728 = stablehlo.transpose %2727, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xf32>) -> tensor<8x4x32x64xf32>
    %2729 = stablehlo.dot_general %2728, %423, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %2730 = stablehlo.dot_general %2728, %442, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %2731 = stablehlo.transpose %2730, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %2732 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %2733 = stablehlo.multiply %2729, %2732 : tensor<8x4x64x64xf32>
    %2734 = stablehlo.multiply %2733, %438 : tensor<8x4x64x64xf32>
    %cst_646 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2735 = stablehlo.reduce(%2734 init: %cst_646) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %2736 = stablehlo.reshape %2735 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %2737 = stablehlo.negate %2736 : tensor<8x4x64x1xf32>
    %2738 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %2739 = stablehlo.divide %2729, %2738 : tensor<8x4x64x64xf32>
    %cst_647 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2740 = stablehlo.reduce(%2737 init: %cst_647) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %2741 = stablehlo.broadcast_in_dim %2740, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %2742 = stablehlo.add %2739, %2741 : tensor<8x4x64x64xf32>
    %2743 = stablehlo.multiply %2742, %438 : tensor<8x4x64x64xf32>
    %2744 = call @_where_2(%431#1, %2743) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %2745 = stablehlo.broadcast_in_dim %426, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %2746 = stablehlo.divide %2744, %2745 : tensor<8x4x64x64xf32>
    %2747 = stablehlo.dot_general %2746, %421, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %2748 = stablehlo.transpose %2747, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %2749 = stablehlo.dot_general %2746, %422, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %2750 = stablehlo.transpose %2749, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %2751 = stablehlo.reshape %2731 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2752 = stablehlo.reshape %2748 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2753 = stablehlo.reshape %2750 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2754 = stablehlo.concatenate %2753, %2752, %2751, dim = 2 : (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x384xf32>
    %cst_648 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2755 = stablehlo.reduce(%2754 init: %cst_648) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2756 = stablehlo.reshape %2755 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %cst_649 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2757 = stablehlo.reduce(%2756 init: %cst_649) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2758 = stablehlo.dot_general %2754, %413, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %2759 = stablehlo.transpose %2758, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %2760 = stablehlo.dot_general %2754, %arg39, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %cst_650 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2761 = stablehlo.reduce(%2760 init: %cst_650) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2762 = stablehlo.reshape %2761 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_651 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2763 = stablehlo.reduce(%2762 init: %cst_651) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2764 = stablehlo.multiply %407, %2760 : tensor<8x64x128xf32>
    %cst_652 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2765 = stablehlo.reduce(%2764 init: %cst_652) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2766 = stablehlo.reshape %2765 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %2767 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %2768 = stablehlo.multiply %2760, %2767 : tensor<8x64x128xf32>
    %cst_653 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2769 = stablehlo.reduce(%2766 init: %cst_653) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2770 = stablehlo.multiply %399, %2768 : tensor<8x64x128xf32>
    %cst_654 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2771 = stablehlo.reduce(%2770 init: %cst_654) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2772 = stablehlo.reshape %2771 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2773 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %2774 = stablehlo.multiply %2768, %2773 : tensor<8x64x128xf32>
    %2775 = stablehlo.multiply %2772, %405 : tensor<8x64x1xf32>
    %2776 = stablehlo.negate %2774 : tensor<8x64x128xf32>
    %cst_655 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2777 = stablehlo.reduce(%2776 init: %cst_655) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2778 = stablehlo.reshape %2777 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2779 = stablehlo.add %2720, %2774 : tensor<8x64x128xf32>
    %cst_656 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2780 = stablehlo.broadcast_in_dim %cst_656, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2781 = stablehlo.divide %2775, %2780 : tensor<8x64x1xf32>
    %cst_657 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2782 = stablehlo.reduce(%2781 init: %cst_657) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2783 = stablehlo.broadcast_in_dim %2782, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2784 = stablehlo.multiply %2783, %393 : tensor<8x64x128xf32>
    %2785 = stablehlo.negate %2784 : tensor<8x64x128xf32>
    %cst_658 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2786 = stablehlo.reduce(%2785 init: %cst_658) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2787 = stablehlo.reshape %2786 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2788 = stablehlo.add %2779, %2784 : tensor<8x64x128xf32>
    %2789 = stablehlo.add %2778, %2787 : tensor<8x64x1xf32>
    %cst_659 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2790 = stablehlo.broadcast_in_dim %cst_659, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2791 = stablehlo.divide %2789, %2790 : tensor<8x64x1xf32>
    %cst_660 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2792 = stablehlo.reduce(%2791 init: %cst_660) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2793 = stablehlo.broadcast_in_dim %2792, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2794 = stablehlo.add %2788, %2793 : tensor<8x64x128xf32>
    %cst_661 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2795 = stablehlo.reduce(%2794 init: %cst_661) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2796 = stablehlo.reshape %2795 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_662 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2797 = stablehlo.reduce(%2796 init: %cst_662) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2798 = stablehlo.dot_general %2794, %379, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %2799 = stablehlo.transpose %2798, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %2800 = stablehlo.dot_general %2794, %arg35, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %2801 = stablehlo.multiply %363, %2800 : tensor<8x64x512xf32>
    %2802 = stablehlo.multiply %2800, %378 : tensor<8x64x512xf32>
    %2803 = stablehlo.multiply %2801, %376 : tensor<8x64x512xf32>
    %2804 = stablehlo.multiply %2803, %374 : tensor<8x64x512xf32>
    %2805 = stablehlo.add %2803, %2804 : tensor<8x64x512xf32>
    %cst_663 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %2806 = stablehlo.broadcast_in_dim %cst_663, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2807 = stablehlo.multiply %2806, %2805 : tensor<8x64x512xf32>
    %cst_664 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2808 = stablehlo.broadcast_in_dim %cst_664, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2809 = stablehlo.multiply %2808, %2807 : tensor<8x64x512xf32>
    %2810 = stablehlo.multiply %2809, %368 : tensor<8x64x512xf32>
    %2811 = stablehlo.add %2807, %2810 : tensor<8x64x512xf32>
    %cst_665 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2812 = stablehlo.broadcast_in_dim %cst_665, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2813 = stablehlo.multiply %2812, %2802 : tensor<8x64x512xf32>
    %2814 = stablehlo.add %2811, %2813 : tensor<8x64x512xf32>
    %cst_666 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2815 = stablehlo.reduce(%2814 init: %cst_666) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2816 = stablehlo.reshape %2815 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_667 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2817 = stablehlo.reduce(%2816 init: %cst_667) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2818 = stablehlo.dot_general %2814, %357, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %2819 = stablehlo.transpose %2818, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %2820 = stablehlo.dot_general %2814, %arg33, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_668 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2821 = stablehlo.reduce(%2820 init: %cst_668) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2822 = stablehlo.reshape %2821 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_669 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2823 = stablehlo.reduce(%2822 init: %cst_669) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2824 = stablehlo.multiply %351, %2820 : tensor<8x64x128xf32>
    %cst_670 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2825 = stablehlo.reduce(%2824 init: %cst_670) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2826 = stablehlo.reshape %2825 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %2827 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %2828 = stablehlo.multiply %2820, %2827 : tensor<8x64x128xf32>
    %cst_671 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2829 = stablehlo.reduce(%2826 init: %cst_671) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2830 = stablehlo.multiply %343, %2828 : tensor<8x64x128xf32>
    %cst_672 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2831 = stablehlo.reduce(%2830 init: %cst_672) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2832 = stablehlo.reshape %2831 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2833 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %2834 = stablehlo.multiply %2828, %2833 : tensor<8x64x128xf32>
    %2835 = stablehlo.multiply %2832, %349 : tensor<8x64x1xf32>
    %2836 = stablehlo.negate %2834 : tensor<8x64x128xf32>
    %cst_673 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2837 = stablehlo.reduce(%2836 init: %cst_673) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2838 = stablehlo.reshape %2837 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2839 = stablehlo.add %2794, %2834 : tensor<8x64x128xf32>
    %cst_674 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2840 = stablehlo.broadcast_in_dim %cst_674, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2841 = stablehlo.divide %2835, %2840 : tensor<8x64x1xf32>
    %cst_675 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2842 = stablehlo.reduce(%2841 init: %cst_675) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2843 = stablehlo.broadcast_in_dim %2842, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2844 = stablehlo.multiply %2843, %337 : tensor<8x64x128xf32>
    %2845 = stablehlo.negate %2844 : tensor<8x64x128xf32>
    %cst_676 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2846 = stablehlo.reduce(%2845 init: %cst_676) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2847 = stablehlo.reshape %2846 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2848 = stablehlo.add %2839, %2844 : tensor<8x64x128xf32>
    %2849 = stablehlo.add %2838, %2847 : tensor<8x64x1xf32>
    %cst_677 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2850 = stablehlo.broadcast_in_dim %cst_677, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2851 = stablehlo.divide %2849, %2850 : tensor<8x64x1xf32>
    %cst_678 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2852 = stablehlo.reduce(%2851 init: %cst_678) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2853 = stablehlo.broadcast_in_dim %2852, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2854 = stablehlo.add %2848, %2853 : tensor<8x64x128xf32>
    %cst_679 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2855 = stablehlo.reduce(%2854 init: %cst_679) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2856 = stablehlo.reshape %2855 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_680 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2857 = stablehlo.reduce(%2856 init: %cst_680) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2858 = stablehlo.dot_general %2854, %323, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %2859 = stablehlo.transpose %2858, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %2860 = stablehlo.dot_general %2854, %arg25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %2861 = stablehlo.reshape %2860 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %2862 = stablehlo.transpose %2861, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xf32>) -> tensor<8x4x32x64xf32>
    %2863 = stablehlo.dot_general %2862, %298, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %2864 = stablehlo.dot_general %2862, %317, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %2865 = stablehlo.transpose %2864, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %2866 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %2867 = stablehlo.multiply %2863, %2866 : tensor<8x4x64x64xf32>
    %2868 = stablehlo.multiply %2867, %313 : tensor<8x4x64x64xf32>
    %cst_681 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2869 = stablehlo.reduce(%2868 init: %cst_681) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %2870 = stablehlo.reshape %2869 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %2871 = stablehlo.negate %2870 : tensor<8x4x64x1xf32>
    %2872 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %2873 = stablehlo.divide %2863, %2872 : tensor<8x4x64x64xf32>
    %cst_682 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2874 = stablehlo.reduce(%2871 init: %cst_682) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %2875 = stablehlo.broadcast_in_dim %2874, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %2876 = stablehlo.add %2873, %2875 : tensor<8x4x64x64xf32>
    %2877 = stablehlo.multiply %2876, %313 : tensor<8x4x64x64xf32>
    %2878 = call @_where_2(%306#1, %2877) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %2879 = stablehlo.broadcast_in_dim %301, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %2880 = stablehlo.divide %2878, %2879 : tensor<8x4x64x64xf32>
    %2881 = stablehlo.dot_general %2880, %296, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %2882 = stablehlo.transpose %2881, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %2883 = stablehlo.dot_general %2880, %297, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %2884 = stablehlo.transpose %2883, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %2885 = stablehlo.reshape %2865 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2886 = stablehlo.reshape %2882 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2887 = stablehlo.reshape %2884 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %2888 = stablehlo.concatenate %2887, %2886, %2885, dim = 2 : (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x384xf32>
    %cst_683 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2889 = stablehlo.reduce(%2888 init: %cst_683) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2890 = stablehlo.reshape %2889 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %cst_684 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2891 = stablehlo.reduce(%2890 init: %cst_684) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %2892 = stablehlo.dot_general %2888, %288, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %2893 = stablehlo.transpose %2892, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %2894 = stablehlo.dot_general %2888, %arg27, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %cst_685 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2895 = stablehlo.reduce(%2894 init: %cst_685) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2896 = stablehlo.reshape %2895 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_686 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2897 = stablehlo.reduce(%2896 init: %cst_686) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2898 = stablehlo.multiply %282, %2894 : tensor<8x64x128xf32>
    %cst_687 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2899 = stablehlo.reduce(%2898 init: %cst_687) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2900 = stablehlo.reshape %2899 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %2901 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %2902 = stablehlo.multiply %2894, %2901 : tensor<8x64x128xf32>
    %cst_688 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2903 = stablehlo.reduce(%2900 init: %cst_688) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2904 = stablehlo.multiply %274, %2902 : tensor<8x64x128xf32>
    %cst_689 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2905 = stablehlo.reduce(%2904 init: %cst_689) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2906 = stablehlo.reshape %2905 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2907 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %2908 = stablehlo.multiply %2902, %2907 : tensor<8x64x128xf32>
    %2909 = stablehlo.multiply %2906, %280 : tensor<8x64x1xf32>
    %2910 = stablehlo.negate %2908 : tensor<8x64x128xf32>
    %cst_690 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2911 = stablehlo.reduce(%2910 init: %cst_690) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2912 = stablehlo.reshape %2911 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2913 = stablehlo.add %2854, %2908 : tensor<8x64x128xf32>
    %cst_691 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2914 = stablehlo.broadcast_in_dim %cst_691, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2915 = stablehlo.divide %2909, %2914 : tensor<8x64x1xf32>
    %cst_692 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2916 = stablehlo.reduce(%2915 init: %cst_692) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2917 = stablehlo.broadcast_in_dim %2916, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2918 = stablehlo.multiply %2917, %268 : tensor<8x64x128xf32>
    %2919 = stablehlo.negate %2918 : tensor<8x64x128xf32>
    %cst_693 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2920 = stablehlo.reduce(%2919 init: %cst_693) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2921 = stablehlo.reshape %2920 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2922 = stablehlo.add %2913, %2918 : tensor<8x64x128xf32>
    %2923 = stablehlo.add %2912, %2921 : tensor<8x64x1xf32>
    %cst_694 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2924 = stablehlo.broadcast_in_dim %cst_694, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2925 = stablehlo.divide %2923, %2924 : tensor<8x64x1xf32>
    %cst_695 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2926 = stablehlo.reduce(%2925 init: %cst_695) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2927 = stablehlo.broadcast_in_dim %2926, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2928 = stablehlo.add %2922, %2927 : tensor<8x64x128xf32>
    %cst_696 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2929 = stablehlo.reduce(%2928 init: %cst_696) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2930 = stablehlo.reshape %2929 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_697 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2931 = stablehlo.reduce(%2930 init: %cst_697) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2932 = stablehlo.dot_general %2928, %254, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %2933 = stablehlo.transpose %2932, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %2934 = stablehlo.dot_general %2928, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %2935 = stablehlo.multiply %238, %2934 : tensor<8x64x512xf32>
    %2936 = stablehlo.multiply %2934, %253 : tensor<8x64x512xf32>
    %2937 = stablehlo.multiply %2935, %251 : tensor<8x64x512xf32>
    %2938 = stablehlo.multiply %2937, %249 : tensor<8x64x512xf32>
    %2939 = stablehlo.add %2937, %2938 : tensor<8x64x512xf32>
    %cst_698 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %2940 = stablehlo.broadcast_in_dim %cst_698, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2941 = stablehlo.multiply %2940, %2939 : tensor<8x64x512xf32>
    %cst_699 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2942 = stablehlo.broadcast_in_dim %cst_699, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2943 = stablehlo.multiply %2942, %2941 : tensor<8x64x512xf32>
    %2944 = stablehlo.multiply %2943, %243 : tensor<8x64x512xf32>
    %2945 = stablehlo.add %2941, %2944 : tensor<8x64x512xf32>
    %cst_700 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2946 = stablehlo.broadcast_in_dim %cst_700, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2947 = stablehlo.multiply %2946, %2936 : tensor<8x64x512xf32>
    %2948 = stablehlo.add %2945, %2947 : tensor<8x64x512xf32>
    %cst_701 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2949 = stablehlo.reduce(%2948 init: %cst_701) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2950 = stablehlo.reshape %2949 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_702 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2951 = stablehlo.reduce(%2950 init: %cst_702) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2952 = stablehlo.dot_general %2948, %232, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %2953 = stablehlo.transpose %2952, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %2954 = stablehlo.dot_general %2948, %arg21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_703 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2955 = stablehlo.reduce(%2954 init: %cst_703) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2956 = stablehlo.reshape %2955 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_704 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2957 = stablehlo.reduce(%2956 init: %cst_704) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2958 = stablehlo.multiply %226, %2954 : tensor<8x64x128xf32>
    %cst_705 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2959 = stablehlo.reduce(%2958 init: %cst_705) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2960 = stablehlo.reshape %2959 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %2961 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %2962 = stablehlo.multiply %2954, %2961 : tensor<8x64x128xf32>
    %cst_706 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2963 = stablehlo.reduce(%2960 init: %cst_706) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2964 = stablehlo.multiply %218, %2962 : tensor<8x64x128xf32>
    %cst_707 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2965 = stablehlo.reduce(%2964 init: %cst_707) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2966 = stablehlo.reshape %2965 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2967 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %2968 = stablehlo.multiply %2962, %2967 : tensor<8x64x128xf32>
    %2969 = stablehlo.multiply %2966, %224 : tensor<8x64x1xf32>
    %2970 = stablehlo.negate %2968 : tensor<8x64x128xf32>
    %cst_708 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2971 = stablehlo.reduce(%2970 init: %cst_708) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2972 = stablehlo.reshape %2971 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2973 = stablehlo.add %2928, %2968 : tensor<8x64x128xf32>
    %cst_709 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2974 = stablehlo.broadcast_in_dim %cst_709, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2975 = stablehlo.divide %2969, %2974 : tensor<8x64x1xf32>
    %cst_710 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2976 = stablehlo.reduce(%2975 init: %cst_710) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2977 = stablehlo.broadcast_in_dim %2976, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2978 = stablehlo.multiply %2977, %212 : tensor<8x64x128xf32>
    %2979 = stablehlo.negate %2978 : tensor<8x64x128xf32>
    %cst_711 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2980 = stablehlo.reduce(%2979 init: %cst_711) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2981 = stablehlo.reshape %2980 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %2982 = stablehlo.add %2973, %2978 : tensor<8x64x128xf32>
    %2983 = stablehlo.add %2972, %2981 : tensor<8x64x1xf32>
    %cst_712 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2984 = stablehlo.broadcast_in_dim %cst_712, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2985 = stablehlo.divide %2983, %2984 : tensor<8x64x1xf32>
    %cst_713 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2986 = stablehlo.reduce(%2985 init: %cst_713) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2987 = stablehlo.broadcast_in_dim %2986, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %2988 = stablehlo.add %2982, %2987 : tensor<8x64x128xf32>
    %cst_714 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2989 = stablehlo.reduce(%2988 init: %cst_714) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2990 = stablehlo.reshape %2989 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_715 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2991 = stablehlo.reduce(%2990 init: %cst_715) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %2992 = stablehlo.dot_general %2988, %198, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %2993 = stablehlo.transpose %2992, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %2994 = stablehlo.dot_general %2988, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %2995 = stablehlo.reshape %2994 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %2996 = stablehlo.transpose %2995, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xf32>) -> tensor<8x4x32x64xf32>
    %2997 = stablehlo.dot_general %2996, %173, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %2998 = stablehlo.dot_general %2996, %192, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %2999 = stablehlo.transpose %2998, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %3000 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %3001 = stablehlo.multiply %2997, %3000 : tensor<8x4x64x64xf32>
    %3002 = stablehlo.multiply %3001, %188 : tensor<8x4x64x64xf32>
    %cst_716 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3003 = stablehlo.reduce(%3002 init: %cst_716) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %3004 = stablehlo.reshape %3003 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %3005 = stablehlo.negate %3004 : tensor<8x4x64x1xf32>
    %3006 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %3007 = stablehlo.divide %2997, %3006 : tensor<8x4x64x64xf32>
    %cst_717 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3008 = stablehlo.reduce(%3005 init: %cst_717) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %3009 = stablehlo.broadcast_in_dim %3008, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %3010 = stablehlo.add %3007, %3009 : tensor<8x4x64x64xf32>
    %3011 = stablehlo.multiply %3010, %188 : tensor<8x4x64x64xf32>
    %3012 = call @_where_2(%181#1, %3011) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %3013 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %3014 = stablehlo.divide %3012, %3013 : tensor<8x4x64x64xf32>
    %3015 = stablehlo.dot_general %3014, %171, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %3016 = stablehlo.transpose %3015, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %3017 = stablehlo.dot_general %3014, %172, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %3018 = stablehlo.transpose %3017, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %3019 = stablehlo.reshape %2999 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %3020 = stablehlo.reshape %3016 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %3021 = stablehlo.reshape %3018 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %3022 = stablehlo.concatenate %3021, %3020, %3019, dim = 2 : (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x384xf32>
    %cst_718 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3023 = stablehlo.reduce(%3022 init: %cst_718) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x384xf32>, tensor<f32>) -> tensor<384xf32>
    %3024 = stablehlo.reshape %3023 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %cst_719 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3025 = stablehlo.reduce(%3024 init: %cst_719) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %3026 = stablehlo.dot_general %3022, %163, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %3027 = stablehlo.transpose %3026, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %3028 = stablehlo.dot_general %3022, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %cst_720 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3029 = stablehlo.reduce(%3028 init: %cst_720) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3030 = stablehlo.reshape %3029 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_721 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3031 = stablehlo.reduce(%3030 init: %cst_721) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3032 = stablehlo.multiply %157, %3028 : tensor<8x64x128xf32>
    %cst_722 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3033 = stablehlo.reduce(%3032 init: %cst_722) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3034 = stablehlo.reshape %3033 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %3035 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %3036 = stablehlo.multiply %3028, %3035 : tensor<8x64x128xf32>
    %cst_723 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3037 = stablehlo.reduce(%3034 init: %cst_723) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3038 = stablehlo.multiply %149, %3036 : tensor<8x64x128xf32>
    %cst_724 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3039 = stablehlo.reduce(%3038 init: %cst_724) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3040 = stablehlo.reshape %3039 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %3041 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %3042 = stablehlo.multiply %3036, %3041 : tensor<8x64x128xf32>
    %3043 = stablehlo.multiply %3040, %155 : tensor<8x64x1xf32>
    %3044 = stablehlo.negate %3042 : tensor<8x64x128xf32>
    %cst_725 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3045 = stablehlo.reduce(%3044 init: %cst_725) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3046 = stablehlo.reshape %3045 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %3047 = stablehlo.add %2988, %3042 : tensor<8x64x128xf32>
    %cst_726 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %3048 = stablehlo.broadcast_in_dim %cst_726, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %3049 = stablehlo.divide %3043, %3048 : tensor<8x64x1xf32>
    %cst_727 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3050 = stablehlo.reduce(%3049 init: %cst_727) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3051 = stablehlo.broadcast_in_dim %3050, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %3052 = stablehlo.multiply %3051, %143 : tensor<8x64x128xf32>
    %3053 = stablehlo.negate %3052 : tensor<8x64x128xf32>
    %cst_728 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3054 = stablehlo.reduce(%3053 init: %cst_728) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3055 = stablehlo.reshape %3054 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %3056 = stablehlo.add %3047, %3052 : tensor<8x64x128xf32>
    %3057 = stablehlo.add %3046, %3055 : tensor<8x64x1xf32>
    %cst_729 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %3058 = stablehlo.broadcast_in_dim %cst_729, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %3059 = stablehlo.divide %3057, %3058 : tensor<8x64x1xf32>
    %cst_730 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3060 = stablehlo.reduce(%3059 init: %cst_730) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3061 = stablehlo.broadcast_in_dim %3060, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %3062 = stablehlo.add %3056, %3061 : tensor<8x64x128xf32>
    %cst_731 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3063 = stablehlo.reduce(%3062 init: %cst_731) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3064 = stablehlo.reshape %3063 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_732 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3065 = stablehlo.reduce(%3064 init: %cst_732) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3066 = stablehlo.dot_general %3062, %129, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %3067 = stablehlo.transpose %3066, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %3068 = stablehlo.dot_general %3062, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %3069 = stablehlo.multiply %113, %3068 : tensor<8x64x512xf32>
    %3070 = stablehlo.multiply %3068, %128 : tensor<8x64x512xf32>
    %3071 = stablehlo.multiply %3069, %126 : tensor<8x64x512xf32>
    %3072 = stablehlo.multiply %3071, %124 : tensor<8x64x512xf32>
    %3073 = stablehlo.add %3071, %3072 : tensor<8x64x512xf32>
    %cst_733 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %3074 = stablehlo.broadcast_in_dim %cst_733, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %3075 = stablehlo.multiply %3074, %3073 : tensor<8x64x512xf32>
    %cst_734 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %3076 = stablehlo.broadcast_in_dim %cst_734, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %3077 = stablehlo.multiply %3076, %3075 : tensor<8x64x512xf32>
    %3078 = stablehlo.multiply %3077, %118 : tensor<8x64x512xf32>
    %3079 = stablehlo.add %3075, %3078 : tensor<8x64x512xf32>
    %cst_735 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3080 = stablehlo.broadcast_in_dim %cst_735, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %3081 = stablehlo.multiply %3080, %3070 : tensor<8x64x512xf32>
    %3082 = stablehlo.add %3079, %3081 : tensor<8x64x512xf32>
    %cst_736 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3083 = stablehlo.reduce(%3082 init: %cst_736) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3084 = stablehlo.reshape %3083 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_737 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3085 = stablehlo.reduce(%3084 init: %cst_737) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %3086 = stablehlo.dot_general %3082, %107, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %3087 = stablehlo.transpose %3086, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %3088 = stablehlo.dot_general %3082, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_738 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3089 = stablehlo.reduce(%3088 init: %cst_738) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3090 = stablehlo.reshape %3089 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_739 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3091 = stablehlo.reduce(%3090 init: %cst_739) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3092 = stablehlo.multiply %101, %3088 : tensor<8x64x128xf32>
    %cst_740 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3093 = stablehlo.reduce(%3092 init: %cst_740) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3094 = stablehlo.reshape %3093 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %3095 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %3096 = stablehlo.multiply %3088, %3095 : tensor<8x64x128xf32>
    %cst_741 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3097 = stablehlo.reduce(%3094 init: %cst_741) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3098 = stablehlo.multiply %93, %3096 : tensor<8x64x128xf32>
    %cst_742 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3099 = stablehlo.reduce(%3098 init: %cst_742) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3100 = stablehlo.reshape %3099 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %3101 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %3102 = stablehlo.multiply %3096, %3101 : tensor<8x64x128xf32>
    %3103 = stablehlo.multiply %3100, %99 : tensor<8x64x1xf32>
    %3104 = stablehlo.negate %3102 : tensor<8x64x128xf32>
    %cst_743 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3105 = stablehlo.reduce(%3104 init: %cst_743) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3106 = stablehlo.reshape %3105 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %3107 = stablehlo.add %3062, %3102 : tensor<8x64x128xf32>
    %cst_744 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %3108 = stablehlo.broadcast_in_dim %cst_744, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %3109 = stablehlo.divide %3103, %3108 : tensor<8x64x1xf32>
    %cst_745 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3110 = stablehlo.reduce(%3109 init: %cst_745) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3111 = stablehlo.broadcast_in_dim %3110, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %3112 = stablehlo.multiply %3111, %87 : tensor<8x64x128xf32>
    %3113 = stablehlo.negate %3112 : tensor<8x64x128xf32>
    %cst_746 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3114 = stablehlo.reduce(%3113 init: %cst_746) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3115 = stablehlo.reshape %3114 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %3116 = stablehlo.add %3107, %3112 : tensor<8x64x128xf32>
    %3117 = stablehlo.add %3106, %3115 : tensor<8x64x1xf32>
    %cst_747 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %3118 = stablehlo.broadcast_in_dim %cst_747, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %3119 = stablehlo.divide %3117, %3118 : tensor<8x64x1xf32>
    %cst_748 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3120 = stablehlo.reduce(%3119 init: %cst_748) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3121 = stablehlo.broadcast_in_dim %3120, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %3122 = stablehlo.add %3116, %3121 : tensor<8x64x128xf32>
    %cst_749 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3123 = stablehlo.reduce(%3122 init: %cst_749) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3124 = stablehlo.reshape %3123 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_750 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3125 = stablehlo.reduce(%3124 init: %cst_750) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3126 = stablehlo.dot_general %3122, %73, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %3127 = stablehlo.transpose %3126, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %3128 = stablehlo.dot_general %3122, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %3129 = stablehlo.reshape %3128 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %3130 = stablehlo.transpose %3129, dims = [0, 2, 3, 1] : (tensor<8x64x4x32xf32>) -> tensor<8x4x32x64xf32>
    %3131 = stablehlo.dot_general %3130, %48, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %3132 = stablehlo.dot_general %3130, %67, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %3133 = stablehlo.transpose %3132, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %3134 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %3135 = stablehlo.multiply %3131, %3134 : tensor<8x4x64x64xf32>
    %3136 = stablehlo.multiply %3135, %63 : tensor<8x4x64x64xf32>
    %cst_751 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3137 = stablehlo.reduce(%3136 init: %cst_751) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %3138 = stablehlo.reshape %3137 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %3139 = stablehlo.negate %3138 : tensor<8x4x64x1xf32>
    %3140 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %3141 = stablehlo.divide %3131, %3140 : tensor<8x4x64x64xf32>
    %cst_752 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3142 = stablehlo.reduce(%3139 init: %cst_752) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %3143 = stablehlo.broadcast_in_dim %3142, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %3144 = stablehlo.add %3141, %3143 : tensor<8x4x64x64xf32>
    %3145 = stablehlo.multiply %3144, %63 : tensor<8x4x64x64xf32>
    %3146 = call @_where_2(%56#1, %3145) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %3147 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %3148 = stablehlo.divide %3146, %3147 : tensor<8x4x64x64xf32>
    %3149 = stablehlo.dot_general %3148, %46, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %3150 = stablehlo.transpose %3149, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %3151 = stablehlo.dot_general %3148, %47, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %3152 = stablehlo.transpose %3151, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %3153 = stablehlo.reshape %3133 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %3154 = stablehlo.reshape %3150 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %3155 = stablehlo.reshape %3152 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %3156 = stablehlo.concatenate %3155, %3154, %3153, dim = 2 : (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x384xf32>
    %cst_753 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3157 = stablehlo.reduce(%3156 init: %cst_753) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x384xf32>, tensor<f32>) -> tensor<384xf32>
    %3158 = stablehlo.reshape %3157 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %cst_754 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3159 = stablehlo.reduce(%3158 init: %cst_754) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %3160 = stablehlo.dot_general %3156, %38, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %3161 = stablehlo.transpose %3160, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %3162 = stablehlo.dot_general %3156, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %cst_755 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3163 = stablehlo.reduce(%3162 init: %cst_755) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3164 = stablehlo.reshape %3163 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_756 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3165 = stablehlo.reduce(%3164 init: %cst_756) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3166 = stablehlo.multiply %32, %3162 : tensor<8x64x128xf32>
    %cst_757 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3167 = stablehlo.reduce(%3166 init: %cst_757) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3168 = stablehlo.reshape %3167 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %3169 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %3170 = stablehlo.multiply %3162, %3169 : tensor<8x64x128xf32>
    %cst_758 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3171 = stablehlo.reduce(%3168 init: %cst_758) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %3172 = stablehlo.multiply %24, %3170 : tensor<8x64x128xf32>
    %cst_759 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3173 = stablehlo.reduce(%3172 init: %cst_759) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3174 = stablehlo.reshape %3173 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %3175 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %3176 = stablehlo.multiply %3170, %3175 : tensor<8x64x128xf32>
    %3177 = stablehlo.multiply %3174, %30 : tensor<8x64x1xf32>
    %3178 = stablehlo.negate %3176 : tensor<8x64x128xf32>
    %cst_760 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3179 = stablehlo.reduce(%3178 init: %cst_760) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3180 = stablehlo.reshape %3179 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %3181 = stablehlo.add %3122, %3176 : tensor<8x64x128xf32>
    %cst_761 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %3182 = stablehlo.broadcast_in_dim %cst_761, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %3183 = stablehlo.divide %3177, %3182 : tensor<8x64x1xf32>
    %cst_762 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3184 = stablehlo.reduce(%3183 init: %cst_762) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3185 = stablehlo.broadcast_in_dim %3184, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %3186 = stablehlo.multiply %3185, %18 : tensor<8x64x128xf32>
    %3187 = stablehlo.negate %3186 : tensor<8x64x128xf32>
    %cst_763 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3188 = stablehlo.reduce(%3187 init: %cst_763) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3189 = stablehlo.reshape %3188 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %3190 = stablehlo.add %3181, %3186 : tensor<8x64x128xf32>
    %3191 = stablehlo.add %3180, %3189 : tensor<8x64x1xf32>
    %cst_764 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %3192 = stablehlo.broadcast_in_dim %cst_764, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %3193 = stablehlo.divide %3191, %3192 : tensor<8x64x1xf32>
    %cst_765 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3194 = stablehlo.reduce(%3193 init: %cst_765) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3195 = stablehlo.broadcast_in_dim %3194, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %3196 = stablehlo.add %3190, %3195 : tensor<8x64x128xf32>
    %cst_766 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3197 = stablehlo.reduce(%3196 init: %cst_766) applies stablehlo.add across dimensions = [0] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<64x128xf32>
    %3198 = stablehlo.reshape %3197 : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %cst_767 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3199 = stablehlo.reduce(%3198 init: %cst_767) applies stablehlo.add across dimensions = [0] : (tensor<1x64x128xf32>, tensor<f32>) -> tensor<64x128xf32>
    %cst_768 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3200 = stablehlo.broadcast_in_dim %cst_768, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %3201 = "stablehlo.scatter"(%3200, %5, %3196) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg447: tensor<f32>, %arg448: tensor<f32>):
      %6911 = stablehlo.add %arg447, %arg448 : tensor<f32>
      stablehlo.return %6911 : tensor<f32>
    }) : (tensor<1024x128xf32>, tensor<8x64x1xi32>, tensor<8x64x128xf32>) -> tensor<1024x128xf32>
    %3202 = stablehlo.add %1555, %3201 : tensor<1024x128xf32>
    %c_769 = stablehlo.constant dense<1> : tensor<i32>
    %3203 = stablehlo.add %arg148, %c_769 : tensor<i32>
    %cst_770 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3204 = stablehlo.broadcast_in_dim %cst_770, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3205 = stablehlo.multiply %3204, %arg149 : tensor<128xf32>
    %cst_771 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3206 = stablehlo.broadcast_in_dim %cst_771, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3207 = stablehlo.multiply %3206, %3125 : tensor<128xf32>
    %3208 = stablehlo.add %3205, %3207 : tensor<128xf32>
    %cst_772 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3209 = stablehlo.broadcast_in_dim %cst_772, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3210 = stablehlo.multiply %3209, %arg150 : tensor<128x128xf32>
    %cst_773 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3211 = stablehlo.broadcast_in_dim %cst_773, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3212 = stablehlo.multiply %3211, %3127 : tensor<128x128xf32>
    %3213 = stablehlo.add %3210, %3212 : tensor<128x128xf32>
    %cst_774 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3214 = stablehlo.broadcast_in_dim %cst_774, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3215 = stablehlo.multiply %3214, %arg151 : tensor<384xf32>
    %cst_775 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3216 = stablehlo.broadcast_in_dim %cst_775, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3217 = stablehlo.multiply %3216, %3159 : tensor<384xf32>
    %3218 = stablehlo.add %3215, %3217 : tensor<384xf32>
    %cst_776 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3219 = stablehlo.broadcast_in_dim %cst_776, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3220 = stablehlo.multiply %3219, %arg152 : tensor<128x384xf32>
    %cst_777 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3221 = stablehlo.broadcast_in_dim %cst_777, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3222 = stablehlo.multiply %3221, %3161 : tensor<128x384xf32>
    %3223 = stablehlo.add %3220, %3222 : tensor<128x384xf32>
    %cst_778 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3224 = stablehlo.broadcast_in_dim %cst_778, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3225 = stablehlo.multiply %3224, %arg153 : tensor<128xf32>
    %cst_779 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3226 = stablehlo.broadcast_in_dim %cst_779, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3227 = stablehlo.multiply %3226, %3165 : tensor<128xf32>
    %3228 = stablehlo.add %3225, %3227 : tensor<128xf32>
    %cst_780 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3229 = stablehlo.broadcast_in_dim %cst_780, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3230 = stablehlo.multiply %3229, %arg154 : tensor<128xf32>
    %cst_781 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3231 = stablehlo.broadcast_in_dim %cst_781, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3232 = stablehlo.multiply %3231, %3171 : tensor<128xf32>
    %3233 = stablehlo.add %3230, %3232 : tensor<128xf32>
    %cst_782 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3234 = stablehlo.broadcast_in_dim %cst_782, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3235 = stablehlo.multiply %3234, %arg155 : tensor<128xf32>
    %cst_783 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3236 = stablehlo.broadcast_in_dim %cst_783, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3237 = stablehlo.multiply %3236, %3091 : tensor<128xf32>
    %3238 = stablehlo.add %3235, %3237 : tensor<128xf32>
    %cst_784 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3239 = stablehlo.broadcast_in_dim %cst_784, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3240 = stablehlo.multiply %3239, %arg156 : tensor<128xf32>
    %cst_785 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3241 = stablehlo.broadcast_in_dim %cst_785, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3242 = stablehlo.multiply %3241, %3097 : tensor<128xf32>
    %3243 = stablehlo.add %3240, %3242 : tensor<128xf32>
    %cst_786 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3244 = stablehlo.broadcast_in_dim %cst_786, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3245 = stablehlo.multiply %3244, %arg157 : tensor<512xf32>
    %cst_787 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3246 = stablehlo.broadcast_in_dim %cst_787, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3247 = stablehlo.multiply %3246, %3085 : tensor<512xf32>
    %3248 = stablehlo.add %3245, %3247 : tensor<512xf32>
    %cst_788 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3249 = stablehlo.broadcast_in_dim %cst_788, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3250 = stablehlo.multiply %3249, %arg158 : tensor<128x512xf32>
    %cst_789 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3251 = stablehlo.broadcast_in_dim %cst_789, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3252 = stablehlo.multiply %3251, %3087 : tensor<128x512xf32>
    %3253 = stablehlo.add %3250, %3252 : tensor<128x512xf32>
    %cst_790 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3254 = stablehlo.broadcast_in_dim %cst_790, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3255 = stablehlo.multiply %3254, %arg159 : tensor<128xf32>
    %cst_791 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3256 = stablehlo.broadcast_in_dim %cst_791, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3257 = stablehlo.multiply %3256, %3065 : tensor<128xf32>
    %3258 = stablehlo.add %3255, %3257 : tensor<128xf32>
    %cst_792 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3259 = stablehlo.broadcast_in_dim %cst_792, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3260 = stablehlo.multiply %3259, %arg160 : tensor<512x128xf32>
    %cst_793 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3261 = stablehlo.broadcast_in_dim %cst_793, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3262 = stablehlo.multiply %3261, %3067 : tensor<512x128xf32>
    %3263 = stablehlo.add %3260, %3262 : tensor<512x128xf32>
    %cst_794 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3264 = stablehlo.broadcast_in_dim %cst_794, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3265 = stablehlo.multiply %3264, %arg161 : tensor<128xf32>
    %cst_795 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3266 = stablehlo.broadcast_in_dim %cst_795, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3267 = stablehlo.multiply %3266, %2991 : tensor<128xf32>
    %3268 = stablehlo.add %3265, %3267 : tensor<128xf32>
    %cst_796 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3269 = stablehlo.broadcast_in_dim %cst_796, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3270 = stablehlo.multiply %3269, %arg162 : tensor<128x128xf32>
    %cst_797 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3271 = stablehlo.broadcast_in_dim %cst_797, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3272 = stablehlo.multiply %3271, %2993 : tensor<128x128xf32>
    %3273 = stablehlo.add %3270, %3272 : tensor<128x128xf32>
    %cst_798 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3274 = stablehlo.broadcast_in_dim %cst_798, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3275 = stablehlo.multiply %3274, %arg163 : tensor<384xf32>
    %cst_799 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3276 = stablehlo.broadcast_in_dim %cst_799, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3277 = stablehlo.multiply %3276, %3025 : tensor<384xf32>
    %3278 = stablehlo.add %3275, %3277 : tensor<384xf32>
    %cst_800 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3279 = stablehlo.broadcast_in_dim %cst_800, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3280 = stablehlo.multiply %3279, %arg164 : tensor<128x384xf32>
    %cst_801 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3281 = stablehlo.broadcast_in_dim %cst_801, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3282 = stablehlo.multiply %3281, %3027 : tensor<128x384xf32>
    %3283 = stablehlo.add %3280, %3282 : tensor<128x384xf32>
    %cst_802 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3284 = stablehlo.broadcast_in_dim %cst_802, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3285 = stablehlo.multiply %3284, %arg165 : tensor<128xf32>
    %cst_803 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3286 = stablehlo.broadcast_in_dim %cst_803, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3287 = stablehlo.multiply %3286, %3031 : tensor<128xf32>
    %3288 = stablehlo.add %3285, %3287 : tensor<128xf32>
    %cst_804 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3289 = stablehlo.broadcast_in_dim %cst_804, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3290 = stablehlo.multiply %3289, %arg166 : tensor<128xf32>
    %cst_805 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3291 = stablehlo.broadcast_in_dim %cst_805, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3292 = stablehlo.multiply %3291, %3037 : tensor<128xf32>
    %3293 = stablehlo.add %3290, %3292 : tensor<128xf32>
    %cst_806 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3294 = stablehlo.broadcast_in_dim %cst_806, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3295 = stablehlo.multiply %3294, %arg167 : tensor<128xf32>
    %cst_807 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3296 = stablehlo.broadcast_in_dim %cst_807, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3297 = stablehlo.multiply %3296, %2957 : tensor<128xf32>
    %3298 = stablehlo.add %3295, %3297 : tensor<128xf32>
    %cst_808 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3299 = stablehlo.broadcast_in_dim %cst_808, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3300 = stablehlo.multiply %3299, %arg168 : tensor<128xf32>
    %cst_809 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3301 = stablehlo.broadcast_in_dim %cst_809, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3302 = stablehlo.multiply %3301, %2963 : tensor<128xf32>
    %3303 = stablehlo.add %3300, %3302 : tensor<128xf32>
    %cst_810 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3304 = stablehlo.broadcast_in_dim %cst_810, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3305 = stablehlo.multiply %3304, %arg169 : tensor<512xf32>
    %cst_811 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3306 = stablehlo.broadcast_in_dim %cst_811, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3307 = stablehlo.multiply %3306, %2951 : tensor<512xf32>
    %3308 = stablehlo.add %3305, %3307 : tensor<512xf32>
    %cst_812 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3309 = stablehlo.broadcast_in_dim %cst_812, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3310 = stablehlo.multiply %3309, %arg170 : tensor<128x512xf32>
    %cst_813 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3311 = stablehlo.broadcast_in_dim %cst_813, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3312 = stablehlo.multiply %3311, %2953 : tensor<128x512xf32>
    %3313 = stablehlo.add %3310, %3312 : tensor<128x512xf32>
    %cst_814 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3314 = stablehlo.broadcast_in_dim %cst_814, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3315 = stablehlo.multiply %3314, %arg171 : tensor<128xf32>
    %cst_815 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3316 = stablehlo.broadcast_in_dim %cst_815, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3317 = stablehlo.multiply %3316, %2931 : tensor<128xf32>
    %3318 = stablehlo.add %3315, %3317 : tensor<128xf32>
    %cst_816 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3319 = stablehlo.broadcast_in_dim %cst_816, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3320 = stablehlo.multiply %3319, %arg172 : tensor<512x128xf32>
    %cst_817 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3321 = stablehlo.broadcast_in_dim %cst_817, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3322 = stablehlo.multiply %3321, %2933 : tensor<512x128xf32>
    %3323 = stablehlo.add %3320, %3322 : tensor<512x128xf32>
    %cst_818 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3324 = stablehlo.broadcast_in_dim %cst_818, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3325 = stablehlo.multiply %3324, %arg173 : tensor<128xf32>
    %cst_819 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3326 = stablehlo.broadcast_in_dim %cst_819, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3327 = stablehlo.multiply %3326, %2857 : tensor<128xf32>
    %3328 = stablehlo.add %3325, %3327 : tensor<128xf32>
    %cst_820 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3329 = stablehlo.broadcast_in_dim %cst_820, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3330 = stablehlo.multiply %3329, %arg174 : tensor<128x128xf32>
    %cst_821 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3331 = stablehlo.broadcast_in_dim %cst_821, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3332 = stablehlo.multiply %3331, %2859 : tensor<128x128xf32>
    %3333 = stablehlo.add %3330, %3332 : tensor<128x128xf32>
    %cst_822 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3334 = stablehlo.broadcast_in_dim %cst_822, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3335 = stablehlo.multiply %3334, %arg175 : tensor<384xf32>
    %cst_823 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3336 = stablehlo.broadcast_in_dim %cst_823, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3337 = stablehlo.multiply %3336, %2891 : tensor<384xf32>
    %3338 = stablehlo.add %3335, %3337 : tensor<384xf32>
    %cst_824 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3339 = stablehlo.broadcast_in_dim %cst_824, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3340 = stablehlo.multiply %3339, %arg176 : tensor<128x384xf32>
    %cst_825 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3341 = stablehlo.broadcast_in_dim %cst_825, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3342 = stablehlo.multiply %3341, %2893 : tensor<128x384xf32>
    %3343 = stablehlo.add %3340, %3342 : tensor<128x384xf32>
    %cst_826 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3344 = stablehlo.broadcast_in_dim %cst_826, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3345 = stablehlo.multiply %3344, %arg177 : tensor<128xf32>
    %cst_827 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3346 = stablehlo.broadcast_in_dim %cst_827, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3347 = stablehlo.multiply %3346, %2897 : tensor<128xf32>
    %3348 = stablehlo.add %3345, %3347 : tensor<128xf32>
    %cst_828 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3349 = stablehlo.broadcast_in_dim %cst_828, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3350 = stablehlo.multiply %3349, %arg178 : tensor<128xf32>
    %cst_829 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3351 = stablehlo.broadcast_in_dim %cst_829, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3352 = stablehlo.multiply %3351, %2903 : tensor<128xf32>
    %3353 = stablehlo.add %3350, %3352 : tensor<128xf32>
    %cst_830 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3354 = stablehlo.broadcast_in_dim %cst_830, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3355 = stablehlo.multiply %3354, %arg179 : tensor<128xf32>
    %cst_831 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3356 = stablehlo.broadcast_in_dim %cst_831, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3357 = stablehlo.multiply %3356, %2823 : tensor<128xf32>
    %3358 = stablehlo.add %3355, %3357 : tensor<128xf32>
    %cst_832 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3359 = stablehlo.broadcast_in_dim %cst_832, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3360 = stablehlo.multiply %3359, %arg180 : tensor<128xf32>
    %cst_833 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3361 = stablehlo.broadcast_in_dim %cst_833, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3362 = stablehlo.multiply %3361, %2829 : tensor<128xf32>
    %3363 = stablehlo.add %3360, %3362 : tensor<128xf32>
    %cst_834 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3364 = stablehlo.broadcast_in_dim %cst_834, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3365 = stablehlo.multiply %3364, %arg181 : tensor<512xf32>
    %cst_835 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3366 = stablehlo.broadcast_in_dim %cst_835, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3367 = stablehlo.multiply %3366, %2817 : tensor<512xf32>
    %3368 = stablehlo.add %3365, %3367 : tensor<512xf32>
    %cst_836 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3369 = stablehlo.broadcast_in_dim %cst_836, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3370 = stablehlo.multiply %3369, %arg182 : tensor<128x512xf32>
    %cst_837 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3371 = stablehlo.broadcast_in_dim %cst_837, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3372 = stablehlo.multiply %3371, %2819 : tensor<128x512xf32>
    %3373 = stablehlo.add %3370, %3372 : tensor<128x512xf32>
    %cst_838 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3374 = stablehlo.broadcast_in_dim %cst_838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3375 = stablehlo.multiply %3374, %arg183 : tensor<128xf32>
    %cst_839 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3376 = stablehlo.broadcast_in_dim %cst_839, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3377 = stablehlo.multiply %3376, %2797 : tensor<128xf32>
    %3378 = stablehlo.add %3375, %3377 : tensor<128xf32>
    %cst_840 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3379 = stablehlo.broadcast_in_dim %cst_840, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3380 = stablehlo.multiply %3379, %arg184 : tensor<512x128xf32>
    %cst_841 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3381 = stablehlo.broadcast_in_dim %cst_841, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3382 = stablehlo.multiply %3381, %2799 : tensor<512x128xf32>
    %3383 = stablehlo.add %3380, %3382 : tensor<512x128xf32>
    %cst_842 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3384 = stablehlo.broadcast_in_dim %cst_842, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3385 = stablehlo.multiply %3384, %arg185 : tensor<128xf32>
    %cst_843 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3386 = stablehlo.broadcast_in_dim %cst_843, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3387 = stablehlo.multiply %3386, %2723 : tensor<128xf32>
    %3388 = stablehlo.add %3385, %3387 : tensor<128xf32>
    %cst_844 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3389 = stablehlo.broadcast_in_dim %cst_844, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3390 = stablehlo.multiply %3389, %arg186 : tensor<128x128xf32>
    %cst_845 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3391 = stablehlo.broadcast_in_dim %cst_845, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3392 = stablehlo.multiply %3391, %2725 : tensor<128x128xf32>
    %3393 = stablehlo.add %3390, %3392 : tensor<128x128xf32>
    %cst_846 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3394 = stablehlo.broadcast_in_dim %cst_846, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3395 = stablehlo.multiply %3394, %arg187 : tensor<384xf32>
    %cst_847 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3396 = stablehlo.broadcast_in_dim %cst_847, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3397 = stablehlo.multiply %3396, %2757 : tensor<384xf32>
    %3398 = stablehlo.add %3395, %3397 : tensor<384xf32>
    %cst_848 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3399 = stablehlo.broadcast_in_dim %cst_848, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3400 = stablehlo.multiply %3399, %arg188 : tensor<128x384xf32>
    %cst_849 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3401 = stablehlo.broadcast_in_dim %cst_849, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3402 = stablehlo.multiply %3401, %2759 : tensor<128x384xf32>
    %3403 = stablehlo.add %3400, %3402 : tensor<128x384xf32>
    %cst_850 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3404 = stablehlo.broadcast_in_dim %cst_850, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3405 = stablehlo.multiply %3404, %arg189 : tensor<128xf32>
    %cst_851 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3406 = stablehlo.broadcast_in_dim %cst_851, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3407 = stablehlo.multiply %3406, %2763 : tensor<128xf32>
    %3408 = stablehlo.add %3405, %3407 : tensor<128xf32>
    %cst_852 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3409 = stablehlo.broadcast_in_dim %cst_852, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3410 = stablehlo.multiply %3409, %arg190 : tensor<128xf32>
    %cst_853 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3411 = stablehlo.broadcast_in_dim %cst_853, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3412 = stablehlo.multiply %3411, %2769 : tensor<128xf32>
    %3413 = stablehlo.add %3410, %3412 : tensor<128xf32>
    %cst_854 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3414 = stablehlo.broadcast_in_dim %cst_854, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3415 = stablehlo.multiply %3414, %arg191 : tensor<128xf32>
    %cst_855 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3416 = stablehlo.broadcast_in_dim %cst_855, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3417 = stablehlo.multiply %3416, %2689 : tensor<128xf32>
    %3418 = stablehlo.add %3415, %3417 : tensor<128xf32>
    %cst_856 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3419 = stablehlo.broadcast_in_dim %cst_856, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3420 = stablehlo.multiply %3419, %arg192 : tensor<128xf32>
    %cst_857 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3421 = stablehlo.broadcast_in_dim %cst_857, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3422 = stablehlo.multiply %3421, %2695 : tensor<128xf32>
    %3423 = stablehlo.add %3420, %3422 : tensor<128xf32>
    %cst_858 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3424 = stablehlo.broadcast_in_dim %cst_858, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3425 = stablehlo.multiply %3424, %arg193 : tensor<512xf32>
    %cst_859 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3426 = stablehlo.broadcast_in_dim %cst_859, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3427 = stablehlo.multiply %3426, %2683 : tensor<512xf32>
    %3428 = stablehlo.add %3425, %3427 : tensor<512xf32>
    %cst_860 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3429 = stablehlo.broadcast_in_dim %cst_860, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3430 = stablehlo.multiply %3429, %arg194 : tensor<128x512xf32>
    %cst_861 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3431 = stablehlo.broadcast_in_dim %cst_861, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3432 = stablehlo.multiply %3431, %2685 : tensor<128x512xf32>
    %3433 = stablehlo.add %3430, %3432 : tensor<128x512xf32>
    %cst_862 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3434 = stablehlo.broadcast_in_dim %cst_862, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3435 = stablehlo.multiply %3434, %arg195 : tensor<128xf32>
    %cst_863 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3436 = stablehlo.broadcast_in_dim %cst_863, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3437 = stablehlo.multiply %3436, %2663 : tensor<128xf32>
    %3438 = stablehlo.add %3435, %3437 : tensor<128xf32>
    %cst_864 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3439 = stablehlo.broadcast_in_dim %cst_864, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3440 = stablehlo.multiply %3439, %arg196 : tensor<512x128xf32>
    %cst_865 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3441 = stablehlo.broadcast_in_dim %cst_865, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3442 = stablehlo.multiply %3441, %2665 : tensor<512x128xf32>
    %3443 = stablehlo.add %3440, %3442 : tensor<512x128xf32>
    %cst_866 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3444 = stablehlo.broadcast_in_dim %cst_866, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3445 = stablehlo.multiply %3444, %arg197 : tensor<128xf32>
    %cst_867 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3446 = stablehlo.broadcast_in_dim %cst_867, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3447 = stablehlo.multiply %3446, %2589 : tensor<128xf32>
    %3448 = stablehlo.add %3445, %3447 : tensor<128xf32>
    %cst_868 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3449 = stablehlo.broadcast_in_dim %cst_868, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3450 = stablehlo.multiply %3449, %arg198 : tensor<128x128xf32>
    %cst_869 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3451 = stablehlo.broadcast_in_dim %cst_869, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3452 = stablehlo.multiply %3451, %2591 : tensor<128x128xf32>
    %3453 = stablehlo.add %3450, %3452 : tensor<128x128xf32>
    %cst_870 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3454 = stablehlo.broadcast_in_dim %cst_870, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3455 = stablehlo.multiply %3454, %arg199 : tensor<384xf32>
    %cst_871 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3456 = stablehlo.broadcast_in_dim %cst_871, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3457 = stablehlo.multiply %3456, %2623 : tensor<384xf32>
    %3458 = stablehlo.add %3455, %3457 : tensor<384xf32>
    %cst_872 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3459 = stablehlo.broadcast_in_dim %cst_872, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3460 = stablehlo.multiply %3459, %arg200 : tensor<128x384xf32>
    %cst_873 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3461 = stablehlo.broadcast_in_dim %cst_873, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3462 = stablehlo.multiply %3461, %2625 : tensor<128x384xf32>
    %3463 = stablehlo.add %3460, %3462 : tensor<128x384xf32>
    %cst_874 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3464 = stablehlo.broadcast_in_dim %cst_874, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3465 = stablehlo.multiply %3464, %arg201 : tensor<128xf32>
    %cst_875 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3466 = stablehlo.broadcast_in_dim %cst_875, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3467 = stablehlo.multiply %3466, %2629 : tensor<128xf32>
    %3468 = stablehlo.add %3465, %3467 : tensor<128xf32>
    %cst_876 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3469 = stablehlo.broadcast_in_dim %cst_876, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3470 = stablehlo.multiply %3469, %arg202 : tensor<128xf32>
    %cst_877 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3471 = stablehlo.broadcast_in_dim %cst_877, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3472 = stablehlo.multiply %3471, %2635 : tensor<128xf32>
    %3473 = stablehlo.add %3470, %3472 : tensor<128xf32>
    %cst_878 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3474 = stablehlo.broadcast_in_dim %cst_878, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3475 = stablehlo.multiply %3474, %arg203 : tensor<128xf32>
    %cst_879 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3476 = stablehlo.broadcast_in_dim %cst_879, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3477 = stablehlo.multiply %3476, %2555 : tensor<128xf32>
    %3478 = stablehlo.add %3475, %3477 : tensor<128xf32>
    %cst_880 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3479 = stablehlo.broadcast_in_dim %cst_880, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3480 = stablehlo.multiply %3479, %arg204 : tensor<128xf32>
    %cst_881 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3481 = stablehlo.broadcast_in_dim %cst_881, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3482 = stablehlo.multiply %3481, %2561 : tensor<128xf32>
    %3483 = stablehlo.add %3480, %3482 : tensor<128xf32>
    %cst_882 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3484 = stablehlo.broadcast_in_dim %cst_882, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3485 = stablehlo.multiply %3484, %arg205 : tensor<512xf32>
    %cst_883 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3486 = stablehlo.broadcast_in_dim %cst_883, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3487 = stablehlo.multiply %3486, %2549 : tensor<512xf32>
    %3488 = stablehlo.add %3485, %3487 : tensor<512xf32>
    %cst_884 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3489 = stablehlo.broadcast_in_dim %cst_884, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3490 = stablehlo.multiply %3489, %arg206 : tensor<128x512xf32>
    %cst_885 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3491 = stablehlo.broadcast_in_dim %cst_885, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3492 = stablehlo.multiply %3491, %2551 : tensor<128x512xf32>
    %3493 = stablehlo.add %3490, %3492 : tensor<128x512xf32>
    %cst_886 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3494 = stablehlo.broadcast_in_dim %cst_886, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3495 = stablehlo.multiply %3494, %arg207 : tensor<128xf32>
    %cst_887 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3496 = stablehlo.broadcast_in_dim %cst_887, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3497 = stablehlo.multiply %3496, %2529 : tensor<128xf32>
    %3498 = stablehlo.add %3495, %3497 : tensor<128xf32>
    %cst_888 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3499 = stablehlo.broadcast_in_dim %cst_888, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3500 = stablehlo.multiply %3499, %arg208 : tensor<512x128xf32>
    %cst_889 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3501 = stablehlo.broadcast_in_dim %cst_889, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3502 = stablehlo.multiply %3501, %2531 : tensor<512x128xf32>
    %3503 = stablehlo.add %3500, %3502 : tensor<512x128xf32>
    %cst_890 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3504 = stablehlo.broadcast_in_dim %cst_890, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3505 = stablehlo.multiply %3504, %arg209 : tensor<128xf32>
    %cst_891 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3506 = stablehlo.broadcast_in_dim %cst_891, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3507 = stablehlo.multiply %3506, %2455 : tensor<128xf32>
    %3508 = stablehlo.add %3505, %3507 : tensor<128xf32>
    %cst_892 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3509 = stablehlo.broadcast_in_dim %cst_892, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3510 = stablehlo.multiply %3509, %arg210 : tensor<128x128xf32>
    %cst_893 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3511 = stablehlo.broadcast_in_dim %cst_893, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3512 = stablehlo.multiply %3511, %2457 : tensor<128x128xf32>
    %3513 = stablehlo.add %3510, %3512 : tensor<128x128xf32>
    %cst_894 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3514 = stablehlo.broadcast_in_dim %cst_894, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3515 = stablehlo.multiply %3514, %arg211 : tensor<384xf32>
    %cst_895 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3516 = stablehlo.broadcast_in_dim %cst_895, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3517 = stablehlo.multiply %3516, %2489 : tensor<384xf32>
    %3518 = stablehlo.add %3515, %3517 : tensor<384xf32>
    %cst_896 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3519 = stablehlo.broadcast_in_dim %cst_896, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3520 = stablehlo.multiply %3519, %arg212 : tensor<128x384xf32>
    %cst_897 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3521 = stablehlo.broadcast_in_dim %cst_897, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3522 = stablehlo.multiply %3521, %2491 : tensor<128x384xf32>
    %3523 = stablehlo.add %3520, %3522 : tensor<128x384xf32>
    %cst_898 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3524 = stablehlo.broadcast_in_dim %cst_898, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3525 = stablehlo.multiply %3524, %arg213 : tensor<128xf32>
    %cst_899 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3526 = stablehlo.broadcast_in_dim %cst_899, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3527 = stablehlo.multiply %3526, %2495 : tensor<128xf32>
    %3528 = stablehlo.add %3525, %3527 : tensor<128xf32>
    %cst_900 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3529 = stablehlo.broadcast_in_dim %cst_900, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3530 = stablehlo.multiply %3529, %arg214 : tensor<128xf32>
    %cst_901 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3531 = stablehlo.broadcast_in_dim %cst_901, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3532 = stablehlo.multiply %3531, %2501 : tensor<128xf32>
    %3533 = stablehlo.add %3530, %3532 : tensor<128xf32>
    %cst_902 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3534 = stablehlo.broadcast_in_dim %cst_902, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3535 = stablehlo.multiply %3534, %arg215 : tensor<128xf32>
    %cst_903 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3536 = stablehlo.broadcast_in_dim %cst_903, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3537 = stablehlo.multiply %3536, %2421 : tensor<128xf32>
    %3538 = stablehlo.add %3535, %3537 : tensor<128xf32>
    %cst_904 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3539 = stablehlo.broadcast_in_dim %cst_904, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3540 = stablehlo.multiply %3539, %arg216 : tensor<128xf32>
    %cst_905 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3541 = stablehlo.broadcast_in_dim %cst_905, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3542 = stablehlo.multiply %3541, %2427 : tensor<128xf32>
    %3543 = stablehlo.add %3540, %3542 : tensor<128xf32>
    %cst_906 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3544 = stablehlo.broadcast_in_dim %cst_906, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3545 = stablehlo.multiply %3544, %arg217 : tensor<512xf32>
    %cst_907 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3546 = stablehlo.broadcast_in_dim %cst_907, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3547 = stablehlo.multiply %3546, %2415 : tensor<512xf32>
    %3548 = stablehlo.add %3545, %3547 : tensor<512xf32>
    %cst_908 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3549 = stablehlo.broadcast_in_dim %cst_908, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3550 = stablehlo.multiply %3549, %arg218 : tensor<128x512xf32>
    %cst_909 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3551 = stablehlo.broadcast_in_dim %cst_909, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3552 = stablehlo.multiply %3551, %2417 : tensor<128x512xf32>
    %3553 = stablehlo.add %3550, %3552 : tensor<128x512xf32>
    %cst_910 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3554 = stablehlo.broadcast_in_dim %cst_910, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3555 = stablehlo.multiply %3554, %arg219 : tensor<128xf32>
    %cst_911 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3556 = stablehlo.broadcast_in_dim %cst_911, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3557 = stablehlo.multiply %3556, %2395 : tensor<128xf32>
    %3558 = stablehlo.add %3555, %3557 : tensor<128xf32>
    %cst_912 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3559 = stablehlo.broadcast_in_dim %cst_912, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3560 = stablehlo.multiply %3559, %arg220 : tensor<512x128xf32>
    %cst_913 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3561 = stablehlo.broadcast_in_dim %cst_913, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3562 = stablehlo.multiply %3561, %2397 : tensor<512x128xf32>
    %3563 = stablehlo.add %3560, %3562 : tensor<512x128xf32>
    %cst_914 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3564 = stablehlo.broadcast_in_dim %cst_914, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3565 = stablehlo.multiply %3564, %arg221 : tensor<128xf32>
    %cst_915 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3566 = stablehlo.broadcast_in_dim %cst_915, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3567 = stablehlo.multiply %3566, %2321 : tensor<128xf32>
    %3568 = stablehlo.add %3565, %3567 : tensor<128xf32>
    %cst_916 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3569 = stablehlo.broadcast_in_dim %cst_916, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3570 = stablehlo.multiply %3569, %arg222 : tensor<128x128xf32>
    %cst_917 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3571 = stablehlo.broadcast_in_dim %cst_917, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3572 = stablehlo.multiply %3571, %2323 : tensor<128x128xf32>
    %3573 = stablehlo.add %3570, %3572 : tensor<128x128xf32>
    %cst_918 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3574 = stablehlo.broadcast_in_dim %cst_918, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3575 = stablehlo.multiply %3574, %arg223 : tensor<384xf32>
    %cst_919 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3576 = stablehlo.broadcast_in_dim %cst_919, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3577 = stablehlo.multiply %3576, %2355 : tensor<384xf32>
    %3578 = stablehlo.add %3575, %3577 : tensor<384xf32>
    %cst_920 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3579 = stablehlo.broadcast_in_dim %cst_920, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3580 = stablehlo.multiply %3579, %arg224 : tensor<128x384xf32>
    %cst_921 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3581 = stablehlo.broadcast_in_dim %cst_921, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3582 = stablehlo.multiply %3581, %2357 : tensor<128x384xf32>
    %3583 = stablehlo.add %3580, %3582 : tensor<128x384xf32>
    %cst_922 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3584 = stablehlo.broadcast_in_dim %cst_922, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3585 = stablehlo.multiply %3584, %arg225 : tensor<128xf32>
    %cst_923 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3586 = stablehlo.broadcast_in_dim %cst_923, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3587 = stablehlo.multiply %3586, %2361 : tensor<128xf32>
    %3588 = stablehlo.add %3585, %3587 : tensor<128xf32>
    %cst_924 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3589 = stablehlo.broadcast_in_dim %cst_924, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3590 = stablehlo.multiply %3589, %arg226 : tensor<128xf32>
    %cst_925 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3591 = stablehlo.broadcast_in_dim %cst_925, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3592 = stablehlo.multiply %3591, %2367 : tensor<128xf32>
    %3593 = stablehlo.add %3590, %3592 : tensor<128xf32>
    %cst_926 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3594 = stablehlo.broadcast_in_dim %cst_926, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3595 = stablehlo.multiply %3594, %arg227 : tensor<128xf32>
    %cst_927 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3596 = stablehlo.broadcast_in_dim %cst_927, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3597 = stablehlo.multiply %3596, %2287 : tensor<128xf32>
    %3598 = stablehlo.add %3595, %3597 : tensor<128xf32>
    %cst_928 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3599 = stablehlo.broadcast_in_dim %cst_928, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3600 = stablehlo.multiply %3599, %arg228 : tensor<128xf32>
    %cst_929 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3601 = stablehlo.broadcast_in_dim %cst_929, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3602 = stablehlo.multiply %3601, %2293 : tensor<128xf32>
    %3603 = stablehlo.add %3600, %3602 : tensor<128xf32>
    %cst_930 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3604 = stablehlo.broadcast_in_dim %cst_930, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3605 = stablehlo.multiply %3604, %arg229 : tensor<512xf32>
    %cst_931 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3606 = stablehlo.broadcast_in_dim %cst_931, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3607 = stablehlo.multiply %3606, %2281 : tensor<512xf32>
    %3608 = stablehlo.add %3605, %3607 : tensor<512xf32>
    %cst_932 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3609 = stablehlo.broadcast_in_dim %cst_932, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3610 = stablehlo.multiply %3609, %arg230 : tensor<128x512xf32>
    %cst_933 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3611 = stablehlo.broadcast_in_dim %cst_933, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3612 = stablehlo.multiply %3611, %2283 : tensor<128x512xf32>
    %3613 = stablehlo.add %3610, %3612 : tensor<128x512xf32>
    %cst_934 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3614 = stablehlo.broadcast_in_dim %cst_934, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3615 = stablehlo.multiply %3614, %arg231 : tensor<128xf32>
    %cst_935 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3616 = stablehlo.broadcast_in_dim %cst_935, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3617 = stablehlo.multiply %3616, %2261 : tensor<128xf32>
    %3618 = stablehlo.add %3615, %3617 : tensor<128xf32>
    %cst_936 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3619 = stablehlo.broadcast_in_dim %cst_936, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3620 = stablehlo.multiply %3619, %arg232 : tensor<512x128xf32>
    %cst_937 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3621 = stablehlo.broadcast_in_dim %cst_937, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3622 = stablehlo.multiply %3621, %2263 : tensor<512x128xf32>
    %3623 = stablehlo.add %3620, %3622 : tensor<512x128xf32>
    %cst_938 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3624 = stablehlo.broadcast_in_dim %cst_938, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3625 = stablehlo.multiply %3624, %arg233 : tensor<128xf32>
    %cst_939 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3626 = stablehlo.broadcast_in_dim %cst_939, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3627 = stablehlo.multiply %3626, %2187 : tensor<128xf32>
    %3628 = stablehlo.add %3625, %3627 : tensor<128xf32>
    %cst_940 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3629 = stablehlo.broadcast_in_dim %cst_940, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3630 = stablehlo.multiply %3629, %arg234 : tensor<128x128xf32>
    %cst_941 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3631 = stablehlo.broadcast_in_dim %cst_941, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3632 = stablehlo.multiply %3631, %2189 : tensor<128x128xf32>
    %3633 = stablehlo.add %3630, %3632 : tensor<128x128xf32>
    %cst_942 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3634 = stablehlo.broadcast_in_dim %cst_942, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3635 = stablehlo.multiply %3634, %arg235 : tensor<384xf32>
    %cst_943 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3636 = stablehlo.broadcast_in_dim %cst_943, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3637 = stablehlo.multiply %3636, %2221 : tensor<384xf32>
    %3638 = stablehlo.add %3635, %3637 : tensor<384xf32>
    %cst_944 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3639 = stablehlo.broadcast_in_dim %cst_944, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3640 = stablehlo.multiply %3639, %arg236 : tensor<128x384xf32>
    %cst_945 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3641 = stablehlo.broadcast_in_dim %cst_945, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3642 = stablehlo.multiply %3641, %2223 : tensor<128x384xf32>
    %3643 = stablehlo.add %3640, %3642 : tensor<128x384xf32>
    %cst_946 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3644 = stablehlo.broadcast_in_dim %cst_946, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3645 = stablehlo.multiply %3644, %arg237 : tensor<128xf32>
    %cst_947 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3646 = stablehlo.broadcast_in_dim %cst_947, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3647 = stablehlo.multiply %3646, %2227 : tensor<128xf32>
    %3648 = stablehlo.add %3645, %3647 : tensor<128xf32>
    %cst_948 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3649 = stablehlo.broadcast_in_dim %cst_948, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3650 = stablehlo.multiply %3649, %arg238 : tensor<128xf32>
    %cst_949 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3651 = stablehlo.broadcast_in_dim %cst_949, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3652 = stablehlo.multiply %3651, %2233 : tensor<128xf32>
    %3653 = stablehlo.add %3650, %3652 : tensor<128xf32>
    %cst_950 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3654 = stablehlo.broadcast_in_dim %cst_950, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3655 = stablehlo.multiply %3654, %arg239 : tensor<128xf32>
    %cst_951 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3656 = stablehlo.broadcast_in_dim %cst_951, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3657 = stablehlo.multiply %3656, %2153 : tensor<128xf32>
    %3658 = stablehlo.add %3655, %3657 : tensor<128xf32>
    %cst_952 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3659 = stablehlo.broadcast_in_dim %cst_952, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3660 = stablehlo.multiply %3659, %arg240 : tensor<128xf32>
    %cst_953 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3661 = stablehlo.broadcast_in_dim %cst_953, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3662 = stablehlo.multiply %3661, %2159 : tensor<128xf32>
    %3663 = stablehlo.add %3660, %3662 : tensor<128xf32>
    %cst_954 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3664 = stablehlo.broadcast_in_dim %cst_954, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3665 = stablehlo.multiply %3664, %arg241 : tensor<512xf32>
    %cst_955 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3666 = stablehlo.broadcast_in_dim %cst_955, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3667 = stablehlo.multiply %3666, %2147 : tensor<512xf32>
    %3668 = stablehlo.add %3665, %3667 : tensor<512xf32>
    %cst_956 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3669 = stablehlo.broadcast_in_dim %cst_956, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3670 = stablehlo.multiply %3669, %arg242 : tensor<128x512xf32>
    %cst_957 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3671 = stablehlo.broadcast_in_dim %cst_957, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3672 = stablehlo.multiply %3671, %2149 : tensor<128x512xf32>
    %3673 = stablehlo.add %3670, %3672 : tensor<128x512xf32>
    %cst_958 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3674 = stablehlo.broadcast_in_dim %cst_958, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3675 = stablehlo.multiply %3674, %arg243 : tensor<128xf32>
    %cst_959 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3676 = stablehlo.broadcast_in_dim %cst_959, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3677 = stablehlo.multiply %3676, %2127 : tensor<128xf32>
    %3678 = stablehlo.add %3675, %3677 : tensor<128xf32>
    %cst_960 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3679 = stablehlo.broadcast_in_dim %cst_960, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3680 = stablehlo.multiply %3679, %arg244 : tensor<512x128xf32>
    %cst_961 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3681 = stablehlo.broadcast_in_dim %cst_961, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3682 = stablehlo.multiply %3681, %2129 : tensor<512x128xf32>
    %3683 = stablehlo.add %3680, %3682 : tensor<512x128xf32>
    %cst_962 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3684 = stablehlo.broadcast_in_dim %cst_962, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3685 = stablehlo.multiply %3684, %arg245 : tensor<128xf32>
    %cst_963 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3686 = stablehlo.broadcast_in_dim %cst_963, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3687 = stablehlo.multiply %3686, %2053 : tensor<128xf32>
    %3688 = stablehlo.add %3685, %3687 : tensor<128xf32>
    %cst_964 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3689 = stablehlo.broadcast_in_dim %cst_964, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3690 = stablehlo.multiply %3689, %arg246 : tensor<128x128xf32>
    %cst_965 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3691 = stablehlo.broadcast_in_dim %cst_965, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3692 = stablehlo.multiply %3691, %2055 : tensor<128x128xf32>
    %3693 = stablehlo.add %3690, %3692 : tensor<128x128xf32>
    %cst_966 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3694 = stablehlo.broadcast_in_dim %cst_966, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3695 = stablehlo.multiply %3694, %arg247 : tensor<384xf32>
    %cst_967 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3696 = stablehlo.broadcast_in_dim %cst_967, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3697 = stablehlo.multiply %3696, %2087 : tensor<384xf32>
    %3698 = stablehlo.add %3695, %3697 : tensor<384xf32>
    %cst_968 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3699 = stablehlo.broadcast_in_dim %cst_968, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3700 = stablehlo.multiply %3699, %arg248 : tensor<128x384xf32>
    %cst_969 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3701 = stablehlo.broadcast_in_dim %cst_969, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3702 = stablehlo.multiply %3701, %2089 : tensor<128x384xf32>
    %3703 = stablehlo.add %3700, %3702 : tensor<128x384xf32>
    %cst_970 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3704 = stablehlo.broadcast_in_dim %cst_970, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3705 = stablehlo.multiply %3704, %arg249 : tensor<128xf32>
    %cst_971 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3706 = stablehlo.broadcast_in_dim %cst_971, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3707 = stablehlo.multiply %3706, %2093 : tensor<128xf32>
    %3708 = stablehlo.add %3705, %3707 : tensor<128xf32>
    %cst_972 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3709 = stablehlo.broadcast_in_dim %cst_972, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3710 = stablehlo.multiply %3709, %arg250 : tensor<128xf32>
    %cst_973 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3711 = stablehlo.broadcast_in_dim %cst_973, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3712 = stablehlo.multiply %3711, %2099 : tensor<128xf32>
    %3713 = stablehlo.add %3710, %3712 : tensor<128xf32>
    %cst_974 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3714 = stablehlo.broadcast_in_dim %cst_974, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3715 = stablehlo.multiply %3714, %arg251 : tensor<128xf32>
    %cst_975 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3716 = stablehlo.broadcast_in_dim %cst_975, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3717 = stablehlo.multiply %3716, %2019 : tensor<128xf32>
    %3718 = stablehlo.add %3715, %3717 : tensor<128xf32>
    %cst_976 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3719 = stablehlo.broadcast_in_dim %cst_976, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3720 = stablehlo.multiply %3719, %arg252 : tensor<128xf32>
    %cst_977 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3721 = stablehlo.broadcast_in_dim %cst_977, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3722 = stablehlo.multiply %3721, %2025 : tensor<128xf32>
    %3723 = stablehlo.add %3720, %3722 : tensor<128xf32>
    %cst_978 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3724 = stablehlo.broadcast_in_dim %cst_978, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3725 = stablehlo.multiply %3724, %arg253 : tensor<512xf32>
    %cst_979 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3726 = stablehlo.broadcast_in_dim %cst_979, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3727 = stablehlo.multiply %3726, %2013 : tensor<512xf32>
    %3728 = stablehlo.add %3725, %3727 : tensor<512xf32>
    %cst_980 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3729 = stablehlo.broadcast_in_dim %cst_980, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3730 = stablehlo.multiply %3729, %arg254 : tensor<128x512xf32>
    %cst_981 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3731 = stablehlo.broadcast_in_dim %cst_981, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3732 = stablehlo.multiply %3731, %2015 : tensor<128x512xf32>
    %3733 = stablehlo.add %3730, %3732 : tensor<128x512xf32>
    %cst_982 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3734 = stablehlo.broadcast_in_dim %cst_982, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3735 = stablehlo.multiply %3734, %arg255 : tensor<128xf32>
    %cst_983 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3736 = stablehlo.broadcast_in_dim %cst_983, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3737 = stablehlo.multiply %3736, %1993 : tensor<128xf32>
    %3738 = stablehlo.add %3735, %3737 : tensor<128xf32>
    %cst_984 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3739 = stablehlo.broadcast_in_dim %cst_984, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3740 = stablehlo.multiply %3739, %arg256 : tensor<512x128xf32>
    %cst_985 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3741 = stablehlo.broadcast_in_dim %cst_985, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3742 = stablehlo.multiply %3741, %1995 : tensor<512x128xf32>
    %3743 = stablehlo.add %3740, %3742 : tensor<512x128xf32>
    %cst_986 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3744 = stablehlo.broadcast_in_dim %cst_986, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3745 = stablehlo.multiply %3744, %arg257 : tensor<128xf32>
    %cst_987 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3746 = stablehlo.broadcast_in_dim %cst_987, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3747 = stablehlo.multiply %3746, %1919 : tensor<128xf32>
    %3748 = stablehlo.add %3745, %3747 : tensor<128xf32>
    %cst_988 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3749 = stablehlo.broadcast_in_dim %cst_988, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3750 = stablehlo.multiply %3749, %arg258 : tensor<128x128xf32>
    %cst_989 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3751 = stablehlo.broadcast_in_dim %cst_989, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3752 = stablehlo.multiply %3751, %1921 : tensor<128x128xf32>
    %3753 = stablehlo.add %3750, %3752 : tensor<128x128xf32>
    %cst_990 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3754 = stablehlo.broadcast_in_dim %cst_990, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3755 = stablehlo.multiply %3754, %arg259 : tensor<384xf32>
    %cst_991 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3756 = stablehlo.broadcast_in_dim %cst_991, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3757 = stablehlo.multiply %3756, %1953 : tensor<384xf32>
    %3758 = stablehlo.add %3755, %3757 : tensor<384xf32>
    %cst_992 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3759 = stablehlo.broadcast_in_dim %cst_992, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3760 = stablehlo.multiply %3759, %arg260 : tensor<128x384xf32>
    %cst_993 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3761 = stablehlo.broadcast_in_dim %cst_993, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3762 = stablehlo.multiply %3761, %1955 : tensor<128x384xf32>
    %3763 = stablehlo.add %3760, %3762 : tensor<128x384xf32>
    %cst_994 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3764 = stablehlo.broadcast_in_dim %cst_994, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3765 = stablehlo.multiply %3764, %arg261 : tensor<128xf32>
    %cst_995 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3766 = stablehlo.broadcast_in_dim %cst_995, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3767 = stablehlo.multiply %3766, %1959 : tensor<128xf32>
    %3768 = stablehlo.add %3765, %3767 : tensor<128xf32>
    %cst_996 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3769 = stablehlo.broadcast_in_dim %cst_996, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3770 = stablehlo.multiply %3769, %arg262 : tensor<128xf32>
    %cst_997 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3771 = stablehlo.broadcast_in_dim %cst_997, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3772 = stablehlo.multiply %3771, %1965 : tensor<128xf32>
    %3773 = stablehlo.add %3770, %3772 : tensor<128xf32>
    %cst_998 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3774 = stablehlo.broadcast_in_dim %cst_998, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3775 = stablehlo.multiply %3774, %arg263 : tensor<128xf32>
    %cst_999 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3776 = stablehlo.broadcast_in_dim %cst_999, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3777 = stablehlo.multiply %3776, %1885 : tensor<128xf32>
    %3778 = stablehlo.add %3775, %3777 : tensor<128xf32>
    %cst_1000 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3779 = stablehlo.broadcast_in_dim %cst_1000, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3780 = stablehlo.multiply %3779, %arg264 : tensor<128xf32>
    %cst_1001 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3781 = stablehlo.broadcast_in_dim %cst_1001, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3782 = stablehlo.multiply %3781, %1891 : tensor<128xf32>
    %3783 = stablehlo.add %3780, %3782 : tensor<128xf32>
    %cst_1002 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3784 = stablehlo.broadcast_in_dim %cst_1002, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3785 = stablehlo.multiply %3784, %arg265 : tensor<512xf32>
    %cst_1003 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3786 = stablehlo.broadcast_in_dim %cst_1003, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3787 = stablehlo.multiply %3786, %1879 : tensor<512xf32>
    %3788 = stablehlo.add %3785, %3787 : tensor<512xf32>
    %cst_1004 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3789 = stablehlo.broadcast_in_dim %cst_1004, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3790 = stablehlo.multiply %3789, %arg266 : tensor<128x512xf32>
    %cst_1005 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3791 = stablehlo.broadcast_in_dim %cst_1005, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3792 = stablehlo.multiply %3791, %1881 : tensor<128x512xf32>
    %3793 = stablehlo.add %3790, %3792 : tensor<128x512xf32>
    %cst_1006 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3794 = stablehlo.broadcast_in_dim %cst_1006, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3795 = stablehlo.multiply %3794, %arg267 : tensor<128xf32>
    %cst_1007 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3796 = stablehlo.broadcast_in_dim %cst_1007, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3797 = stablehlo.multiply %3796, %1859 : tensor<128xf32>
    %3798 = stablehlo.add %3795, %3797 : tensor<128xf32>
    %cst_1008 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3799 = stablehlo.broadcast_in_dim %cst_1008, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3800 = stablehlo.multiply %3799, %arg268 : tensor<512x128xf32>
    %cst_1009 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3801 = stablehlo.broadcast_in_dim %cst_1009, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3802 = stablehlo.multiply %3801, %1861 : tensor<512x128xf32>
    %3803 = stablehlo.add %3800, %3802 : tensor<512x128xf32>
    %cst_1010 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3804 = stablehlo.broadcast_in_dim %cst_1010, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3805 = stablehlo.multiply %3804, %arg269 : tensor<128xf32>
    %cst_1011 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3806 = stablehlo.broadcast_in_dim %cst_1011, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3807 = stablehlo.multiply %3806, %1785 : tensor<128xf32>
    %3808 = stablehlo.add %3805, %3807 : tensor<128xf32>
    %cst_1012 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3809 = stablehlo.broadcast_in_dim %cst_1012, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3810 = stablehlo.multiply %3809, %arg270 : tensor<128x128xf32>
    %cst_1013 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3811 = stablehlo.broadcast_in_dim %cst_1013, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3812 = stablehlo.multiply %3811, %1787 : tensor<128x128xf32>
    %3813 = stablehlo.add %3810, %3812 : tensor<128x128xf32>
    %cst_1014 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3814 = stablehlo.broadcast_in_dim %cst_1014, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3815 = stablehlo.multiply %3814, %arg271 : tensor<384xf32>
    %cst_1015 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3816 = stablehlo.broadcast_in_dim %cst_1015, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3817 = stablehlo.multiply %3816, %1819 : tensor<384xf32>
    %3818 = stablehlo.add %3815, %3817 : tensor<384xf32>
    %cst_1016 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3819 = stablehlo.broadcast_in_dim %cst_1016, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3820 = stablehlo.multiply %3819, %arg272 : tensor<128x384xf32>
    %cst_1017 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3821 = stablehlo.broadcast_in_dim %cst_1017, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3822 = stablehlo.multiply %3821, %1821 : tensor<128x384xf32>
    %3823 = stablehlo.add %3820, %3822 : tensor<128x384xf32>
    %cst_1018 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3824 = stablehlo.broadcast_in_dim %cst_1018, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3825 = stablehlo.multiply %3824, %arg273 : tensor<128xf32>
    %cst_1019 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3826 = stablehlo.broadcast_in_dim %cst_1019, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3827 = stablehlo.multiply %3826, %1825 : tensor<128xf32>
    %3828 = stablehlo.add %3825, %3827 : tensor<128xf32>
    %cst_1020 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3829 = stablehlo.broadcast_in_dim %cst_1020, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3830 = stablehlo.multiply %3829, %arg274 : tensor<128xf32>
    %cst_1021 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3831 = stablehlo.broadcast_in_dim %cst_1021, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3832 = stablehlo.multiply %3831, %1831 : tensor<128xf32>
    %3833 = stablehlo.add %3830, %3832 : tensor<128xf32>
    %cst_1022 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3834 = stablehlo.broadcast_in_dim %cst_1022, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3835 = stablehlo.multiply %3834, %arg275 : tensor<128xf32>
    %cst_1023 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3836 = stablehlo.broadcast_in_dim %cst_1023, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3837 = stablehlo.multiply %3836, %1751 : tensor<128xf32>
    %3838 = stablehlo.add %3835, %3837 : tensor<128xf32>
    %cst_1024 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3839 = stablehlo.broadcast_in_dim %cst_1024, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3840 = stablehlo.multiply %3839, %arg276 : tensor<128xf32>
    %cst_1025 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3841 = stablehlo.broadcast_in_dim %cst_1025, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3842 = stablehlo.multiply %3841, %1757 : tensor<128xf32>
    %3843 = stablehlo.add %3840, %3842 : tensor<128xf32>
    %cst_1026 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3844 = stablehlo.broadcast_in_dim %cst_1026, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3845 = stablehlo.multiply %3844, %arg277 : tensor<512xf32>
    %cst_1027 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3846 = stablehlo.broadcast_in_dim %cst_1027, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3847 = stablehlo.multiply %3846, %1745 : tensor<512xf32>
    %3848 = stablehlo.add %3845, %3847 : tensor<512xf32>
    %cst_1028 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3849 = stablehlo.broadcast_in_dim %cst_1028, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3850 = stablehlo.multiply %3849, %arg278 : tensor<128x512xf32>
    %cst_1029 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3851 = stablehlo.broadcast_in_dim %cst_1029, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3852 = stablehlo.multiply %3851, %1747 : tensor<128x512xf32>
    %3853 = stablehlo.add %3850, %3852 : tensor<128x512xf32>
    %cst_1030 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3854 = stablehlo.broadcast_in_dim %cst_1030, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3855 = stablehlo.multiply %3854, %arg279 : tensor<128xf32>
    %cst_1031 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3856 = stablehlo.broadcast_in_dim %cst_1031, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3857 = stablehlo.multiply %3856, %1725 : tensor<128xf32>
    %3858 = stablehlo.add %3855, %3857 : tensor<128xf32>
    %cst_1032 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3859 = stablehlo.broadcast_in_dim %cst_1032, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3860 = stablehlo.multiply %3859, %arg280 : tensor<512x128xf32>
    %cst_1033 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3861 = stablehlo.broadcast_in_dim %cst_1033, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3862 = stablehlo.multiply %3861, %1727 : tensor<512x128xf32>
    %3863 = stablehlo.add %3860, %3862 : tensor<512x128xf32>
    %cst_1034 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3864 = stablehlo.broadcast_in_dim %cst_1034, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3865 = stablehlo.multiply %3864, %arg281 : tensor<128xf32>
    %cst_1035 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3866 = stablehlo.broadcast_in_dim %cst_1035, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3867 = stablehlo.multiply %3866, %1651 : tensor<128xf32>
    %3868 = stablehlo.add %3865, %3867 : tensor<128xf32>
    %cst_1036 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3869 = stablehlo.broadcast_in_dim %cst_1036, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3870 = stablehlo.multiply %3869, %arg282 : tensor<128x128xf32>
    %cst_1037 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3871 = stablehlo.broadcast_in_dim %cst_1037, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3872 = stablehlo.multiply %3871, %1653 : tensor<128x128xf32>
    %3873 = stablehlo.add %3870, %3872 : tensor<128x128xf32>
    %cst_1038 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3874 = stablehlo.broadcast_in_dim %cst_1038, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3875 = stablehlo.multiply %3874, %arg283 : tensor<384xf32>
    %cst_1039 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3876 = stablehlo.broadcast_in_dim %cst_1039, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3877 = stablehlo.multiply %3876, %1685 : tensor<384xf32>
    %3878 = stablehlo.add %3875, %3877 : tensor<384xf32>
    %cst_1040 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3879 = stablehlo.broadcast_in_dim %cst_1040, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3880 = stablehlo.multiply %3879, %arg284 : tensor<128x384xf32>
    %cst_1041 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3881 = stablehlo.broadcast_in_dim %cst_1041, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3882 = stablehlo.multiply %3881, %1687 : tensor<128x384xf32>
    %3883 = stablehlo.add %3880, %3882 : tensor<128x384xf32>
    %cst_1042 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3884 = stablehlo.broadcast_in_dim %cst_1042, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3885 = stablehlo.multiply %3884, %arg285 : tensor<128xf32>
    %cst_1043 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3886 = stablehlo.broadcast_in_dim %cst_1043, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3887 = stablehlo.multiply %3886, %1691 : tensor<128xf32>
    %3888 = stablehlo.add %3885, %3887 : tensor<128xf32>
    %cst_1044 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3889 = stablehlo.broadcast_in_dim %cst_1044, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3890 = stablehlo.multiply %3889, %arg286 : tensor<128xf32>
    %cst_1045 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3891 = stablehlo.broadcast_in_dim %cst_1045, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3892 = stablehlo.multiply %3891, %1697 : tensor<128xf32>
    %3893 = stablehlo.add %3890, %3892 : tensor<128xf32>
    %cst_1046 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3894 = stablehlo.broadcast_in_dim %cst_1046, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3895 = stablehlo.multiply %3894, %arg287 : tensor<128xf32>
    %cst_1047 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3896 = stablehlo.broadcast_in_dim %cst_1047, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3897 = stablehlo.multiply %3896, %1617 : tensor<128xf32>
    %3898 = stablehlo.add %3895, %3897 : tensor<128xf32>
    %cst_1048 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3899 = stablehlo.broadcast_in_dim %cst_1048, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3900 = stablehlo.multiply %3899, %arg288 : tensor<128xf32>
    %cst_1049 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3901 = stablehlo.broadcast_in_dim %cst_1049, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3902 = stablehlo.multiply %3901, %1623 : tensor<128xf32>
    %3903 = stablehlo.add %3900, %3902 : tensor<128xf32>
    %cst_1050 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3904 = stablehlo.broadcast_in_dim %cst_1050, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3905 = stablehlo.multiply %3904, %arg289 : tensor<512xf32>
    %cst_1051 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3906 = stablehlo.broadcast_in_dim %cst_1051, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3907 = stablehlo.multiply %3906, %1611 : tensor<512xf32>
    %3908 = stablehlo.add %3905, %3907 : tensor<512xf32>
    %cst_1052 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3909 = stablehlo.broadcast_in_dim %cst_1052, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3910 = stablehlo.multiply %3909, %arg290 : tensor<128x512xf32>
    %cst_1053 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3911 = stablehlo.broadcast_in_dim %cst_1053, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3912 = stablehlo.multiply %3911, %1613 : tensor<128x512xf32>
    %3913 = stablehlo.add %3910, %3912 : tensor<128x512xf32>
    %cst_1054 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3914 = stablehlo.broadcast_in_dim %cst_1054, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3915 = stablehlo.multiply %3914, %arg291 : tensor<128xf32>
    %cst_1055 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3916 = stablehlo.broadcast_in_dim %cst_1055, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3917 = stablehlo.multiply %3916, %1591 : tensor<128xf32>
    %3918 = stablehlo.add %3915, %3917 : tensor<128xf32>
    %cst_1056 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3919 = stablehlo.broadcast_in_dim %cst_1056, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3920 = stablehlo.multiply %3919, %arg292 : tensor<512x128xf32>
    %cst_1057 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3921 = stablehlo.broadcast_in_dim %cst_1057, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %3922 = stablehlo.multiply %3921, %1593 : tensor<512x128xf32>
    %3923 = stablehlo.add %3920, %3922 : tensor<512x128xf32>
    %cst_1058 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3924 = stablehlo.broadcast_in_dim %cst_1058, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3925 = stablehlo.multiply %3924, %arg293 : tensor<128xf32>
    %cst_1059 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3926 = stablehlo.broadcast_in_dim %cst_1059, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3927 = stablehlo.multiply %3926, %1558 : tensor<128xf32>
    %3928 = stablehlo.add %3925, %3927 : tensor<128xf32>
    %cst_1060 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3929 = stablehlo.broadcast_in_dim %cst_1060, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3930 = stablehlo.multiply %3929, %arg294 : tensor<128xf32>
    %cst_1061 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3931 = stablehlo.broadcast_in_dim %cst_1061, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3932 = stablehlo.multiply %3931, %1564 : tensor<128xf32>
    %3933 = stablehlo.add %3930, %3932 : tensor<128xf32>
    %cst_1062 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3934 = stablehlo.broadcast_in_dim %cst_1062, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %3935 = stablehlo.multiply %3934, %arg295 : tensor<64x128xf32>
    %cst_1063 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3936 = stablehlo.broadcast_in_dim %cst_1063, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %3937 = stablehlo.multiply %3936, %3199 : tensor<64x128xf32>
    %3938 = stablehlo.add %3935, %3937 : tensor<64x128xf32>
    %cst_1064 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3939 = stablehlo.broadcast_in_dim %cst_1064, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %3940 = stablehlo.multiply %3939, %arg296 : tensor<1024x128xf32>
    %cst_1065 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3941 = stablehlo.broadcast_in_dim %cst_1065, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %3942 = stablehlo.multiply %3941, %3202 : tensor<1024x128xf32>
    %3943 = stablehlo.add %3940, %3942 : tensor<1024x128xf32>
    %cst_1066 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3944 = stablehlo.broadcast_in_dim %cst_1066, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3945 = stablehlo.multiply %3944, %arg297 : tensor<128xf32>
    %cst_1067 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3946 = stablehlo.broadcast_in_dim %cst_1067, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3947 = stablehlo.multiply %3946, %3125 : tensor<128xf32>
    %3948 = stablehlo.multiply %3947, %3125 : tensor<128xf32>
    %3949 = stablehlo.add %3945, %3948 : tensor<128xf32>
    %cst_1068 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3950 = stablehlo.broadcast_in_dim %cst_1068, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3951 = stablehlo.multiply %3950, %arg298 : tensor<128x128xf32>
    %cst_1069 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3952 = stablehlo.broadcast_in_dim %cst_1069, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %3953 = stablehlo.multiply %3952, %3127 : tensor<128x128xf32>
    %3954 = stablehlo.multiply %3953, %3127 : tensor<128x128xf32>
    %3955 = stablehlo.add %3951, %3954 : tensor<128x128xf32>
    %cst_1070 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3956 = stablehlo.broadcast_in_dim %cst_1070, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3957 = stablehlo.multiply %3956, %arg299 : tensor<384xf32>
    %cst_1071 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3958 = stablehlo.broadcast_in_dim %cst_1071, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %3959 = stablehlo.multiply %3958, %3159 : tensor<384xf32>
    %3960 = stablehlo.multiply %3959, %3159 : tensor<384xf32>
    %3961 = stablehlo.add %3957, %3960 : tensor<384xf32>
    %cst_1072 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3962 = stablehlo.broadcast_in_dim %cst_1072, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3963 = stablehlo.multiply %3962, %arg300 : tensor<128x384xf32>
    %cst_1073 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3964 = stablehlo.broadcast_in_dim %cst_1073, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %3965 = stablehlo.multiply %3964, %3161 : tensor<128x384xf32>
    %3966 = stablehlo.multiply %3965, %3161 : tensor<128x384xf32>
    %3967 = stablehlo.add %3963, %3966 : tensor<128x384xf32>
    %cst_1074 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3968 = stablehlo.broadcast_in_dim %cst_1074, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3969 = stablehlo.multiply %3968, %arg301 : tensor<128xf32>
    %cst_1075 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3970 = stablehlo.broadcast_in_dim %cst_1075, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3971 = stablehlo.multiply %3970, %3165 : tensor<128xf32>
    %3972 = stablehlo.multiply %3971, %3165 : tensor<128xf32>
    %3973 = stablehlo.add %3969, %3972 : tensor<128xf32>
    %cst_1076 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3974 = stablehlo.broadcast_in_dim %cst_1076, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3975 = stablehlo.multiply %3974, %arg302 : tensor<128xf32>
    %cst_1077 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3976 = stablehlo.broadcast_in_dim %cst_1077, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3977 = stablehlo.multiply %3976, %3171 : tensor<128xf32>
    %3978 = stablehlo.multiply %3977, %3171 : tensor<128xf32>
    %3979 = stablehlo.add %3975, %3978 : tensor<128xf32>
    %cst_1078 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3980 = stablehlo.broadcast_in_dim %cst_1078, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3981 = stablehlo.multiply %3980, %arg303 : tensor<128xf32>
    %cst_1079 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3982 = stablehlo.broadcast_in_dim %cst_1079, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3983 = stablehlo.multiply %3982, %3091 : tensor<128xf32>
    %3984 = stablehlo.multiply %3983, %3091 : tensor<128xf32>
    %3985 = stablehlo.add %3981, %3984 : tensor<128xf32>
    %cst_1080 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3986 = stablehlo.broadcast_in_dim %cst_1080, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3987 = stablehlo.multiply %3986, %arg304 : tensor<128xf32>
    %cst_1081 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3988 = stablehlo.broadcast_in_dim %cst_1081, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3989 = stablehlo.multiply %3988, %3097 : tensor<128xf32>
    %3990 = stablehlo.multiply %3989, %3097 : tensor<128xf32>
    %3991 = stablehlo.add %3987, %3990 : tensor<128xf32>
    %cst_1082 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3992 = stablehlo.broadcast_in_dim %cst_1082, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3993 = stablehlo.multiply %3992, %arg305 : tensor<512xf32>
    %cst_1083 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3994 = stablehlo.broadcast_in_dim %cst_1083, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3995 = stablehlo.multiply %3994, %3085 : tensor<512xf32>
    %3996 = stablehlo.multiply %3995, %3085 : tensor<512xf32>
    %3997 = stablehlo.add %3993, %3996 : tensor<512xf32>
    %cst_1084 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %3998 = stablehlo.broadcast_in_dim %cst_1084, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %3999 = stablehlo.multiply %3998, %arg306 : tensor<128x512xf32>
    %cst_1085 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4000 = stablehlo.broadcast_in_dim %cst_1085, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4001 = stablehlo.multiply %4000, %3087 : tensor<128x512xf32>
    %4002 = stablehlo.multiply %4001, %3087 : tensor<128x512xf32>
    %4003 = stablehlo.add %3999, %4002 : tensor<128x512xf32>
    %cst_1086 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4004 = stablehlo.broadcast_in_dim %cst_1086, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4005 = stablehlo.multiply %4004, %arg307 : tensor<128xf32>
    %cst_1087 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4006 = stablehlo.broadcast_in_dim %cst_1087, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4007 = stablehlo.multiply %4006, %3065 : tensor<128xf32>
    %4008 = stablehlo.multiply %4007, %3065 : tensor<128xf32>
    %4009 = stablehlo.add %4005, %4008 : tensor<128xf32>
    %cst_1088 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4010 = stablehlo.broadcast_in_dim %cst_1088, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4011 = stablehlo.multiply %4010, %arg308 : tensor<512x128xf32>
    %cst_1089 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4012 = stablehlo.broadcast_in_dim %cst_1089, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4013 = stablehlo.multiply %4012, %3067 : tensor<512x128xf32>
    %4014 = stablehlo.multiply %4013, %3067 : tensor<512x128xf32>
    %4015 = stablehlo.add %4011, %4014 : tensor<512x128xf32>
    %cst_1090 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4016 = stablehlo.broadcast_in_dim %cst_1090, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4017 = stablehlo.multiply %4016, %arg309 : tensor<128xf32>
    %cst_1091 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4018 = stablehlo.broadcast_in_dim %cst_1091, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4019 = stablehlo.multiply %4018, %2991 : tensor<128xf32>
    %4020 = stablehlo.multiply %4019, %2991 : tensor<128xf32>
    %4021 = stablehlo.add %4017, %4020 : tensor<128xf32>
    %cst_1092 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4022 = stablehlo.broadcast_in_dim %cst_1092, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4023 = stablehlo.multiply %4022, %arg310 : tensor<128x128xf32>
    %cst_1093 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4024 = stablehlo.broadcast_in_dim %cst_1093, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4025 = stablehlo.multiply %4024, %2993 : tensor<128x128xf32>
    %4026 = stablehlo.multiply %4025, %2993 : tensor<128x128xf32>
    %4027 = stablehlo.add %4023, %4026 : tensor<128x128xf32>
    %cst_1094 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4028 = stablehlo.broadcast_in_dim %cst_1094, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4029 = stablehlo.multiply %4028, %arg311 : tensor<384xf32>
    %cst_1095 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4030 = stablehlo.broadcast_in_dim %cst_1095, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4031 = stablehlo.multiply %4030, %3025 : tensor<384xf32>
    %4032 = stablehlo.multiply %4031, %3025 : tensor<384xf32>
    %4033 = stablehlo.add %4029, %4032 : tensor<384xf32>
    %cst_1096 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4034 = stablehlo.broadcast_in_dim %cst_1096, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4035 = stablehlo.multiply %4034, %arg312 : tensor<128x384xf32>
    %cst_1097 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4036 = stablehlo.broadcast_in_dim %cst_1097, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4037 = stablehlo.multiply %4036, %3027 : tensor<128x384xf32>
    %4038 = stablehlo.multiply %4037, %3027 : tensor<128x384xf32>
    %4039 = stablehlo.add %4035, %4038 : tensor<128x384xf32>
    %cst_1098 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4040 = stablehlo.broadcast_in_dim %cst_1098, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4041 = stablehlo.multiply %4040, %arg313 : tensor<128xf32>
    %cst_1099 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4042 = stablehlo.broadcast_in_dim %cst_1099, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4043 = stablehlo.multiply %4042, %3031 : tensor<128xf32>
    %4044 = stablehlo.multiply %4043, %3031 : tensor<128xf32>
    %4045 = stablehlo.add %4041, %4044 : tensor<128xf32>
    %cst_1100 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4046 = stablehlo.broadcast_in_dim %cst_1100, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4047 = stablehlo.multiply %4046, %arg314 : tensor<128xf32>
    %cst_1101 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4048 = stablehlo.broadcast_in_dim %cst_1101, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4049 = stablehlo.multiply %4048, %3037 : tensor<128xf32>
    %4050 = stablehlo.multiply %4049, %3037 : tensor<128xf32>
    %4051 = stablehlo.add %4047, %4050 : tensor<128xf32>
    %cst_1102 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4052 = stablehlo.broadcast_in_dim %cst_1102, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4053 = stablehlo.multiply %4052, %arg315 : tensor<128xf32>
    %cst_1103 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4054 = stablehlo.broadcast_in_dim %cst_1103, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4055 = stablehlo.multiply %4054, %2957 : tensor<128xf32>
    %4056 = stablehlo.multiply %4055, %2957 : tensor<128xf32>
    %4057 = stablehlo.add %4053, %4056 : tensor<128xf32>
    %cst_1104 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4058 = stablehlo.broadcast_in_dim %cst_1104, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4059 = stablehlo.multiply %4058, %arg316 : tensor<128xf32>
    %cst_1105 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4060 = stablehlo.broadcast_in_dim %cst_1105, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4061 = stablehlo.multiply %4060, %2963 : tensor<128xf32>
    %4062 = stablehlo.multiply %4061, %2963 : tensor<128xf32>
    %4063 = stablehlo.add %4059, %4062 : tensor<128xf32>
    %cst_1106 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4064 = stablehlo.broadcast_in_dim %cst_1106, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4065 = stablehlo.multiply %4064, %arg317 : tensor<512xf32>
    %cst_1107 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4066 = stablehlo.broadcast_in_dim %cst_1107, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4067 = stablehlo.multiply %4066, %2951 : tensor<512xf32>
    %4068 = stablehlo.multiply %4067, %2951 : tensor<512xf32>
    %4069 = stablehlo.add %4065, %4068 : tensor<512xf32>
    %cst_1108 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4070 = stablehlo.broadcast_in_dim %cst_1108, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4071 = stablehlo.multiply %4070, %arg318 : tensor<128x512xf32>
    %cst_1109 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4072 = stablehlo.broadcast_in_dim %cst_1109, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4073 = stablehlo.multiply %4072, %2953 : tensor<128x512xf32>
    %4074 = stablehlo.multiply %4073, %2953 : tensor<128x512xf32>
    %4075 = stablehlo.add %4071, %4074 : tensor<128x512xf32>
    %cst_1110 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4076 = stablehlo.broadcast_in_dim %cst_1110, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4077 = stablehlo.multiply %4076, %arg319 : tensor<128xf32>
    %cst_1111 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4078 = stablehlo.broadcast_in_dim %cst_1111, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4079 = stablehlo.multiply %4078, %2931 : tensor<128xf32>
    %4080 = stablehlo.multiply %4079, %2931 : tensor<128xf32>
    %4081 = stablehlo.add %4077, %4080 : tensor<128xf32>
    %cst_1112 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4082 = stablehlo.broadcast_in_dim %cst_1112, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4083 = stablehlo.multiply %4082, %arg320 : tensor<512x128xf32>
    %cst_1113 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4084 = stablehlo.broadcast_in_dim %cst_1113, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4085 = stablehlo.multiply %4084, %2933 : tensor<512x128xf32>
    %4086 = stablehlo.multiply %4085, %2933 : tensor<512x128xf32>
    %4087 = stablehlo.add %4083, %4086 : tensor<512x128xf32>
    %cst_1114 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4088 = stablehlo.broadcast_in_dim %cst_1114, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4089 = stablehlo.multiply %4088, %arg321 : tensor<128xf32>
    %cst_1115 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4090 = stablehlo.broadcast_in_dim %cst_1115, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4091 = stablehlo.multiply %4090, %2857 : tensor<128xf32>
    %4092 = stablehlo.multiply %4091, %2857 : tensor<128xf32>
    %4093 = stablehlo.add %4089, %4092 : tensor<128xf32>
    %cst_1116 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4094 = stablehlo.broadcast_in_dim %cst_1116, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4095 = stablehlo.multiply %4094, %arg322 : tensor<128x128xf32>
    %cst_1117 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4096 = stablehlo.broadcast_in_dim %cst_1117, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4097 = stablehlo.multiply %4096, %2859 : tensor<128x128xf32>
    %4098 = stablehlo.multiply %4097, %2859 : tensor<128x128xf32>
    %4099 = stablehlo.add %4095, %4098 : tensor<128x128xf32>
    %cst_1118 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4100 = stablehlo.broadcast_in_dim %cst_1118, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4101 = stablehlo.multiply %4100, %arg323 : tensor<384xf32>
    %cst_1119 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4102 = stablehlo.broadcast_in_dim %cst_1119, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4103 = stablehlo.multiply %4102, %2891 : tensor<384xf32>
    %4104 = stablehlo.multiply %4103, %2891 : tensor<384xf32>
    %4105 = stablehlo.add %4101, %4104 : tensor<384xf32>
    %cst_1120 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4106 = stablehlo.broadcast_in_dim %cst_1120, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4107 = stablehlo.multiply %4106, %arg324 : tensor<128x384xf32>
    %cst_1121 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4108 = stablehlo.broadcast_in_dim %cst_1121, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4109 = stablehlo.multiply %4108, %2893 : tensor<128x384xf32>
    %4110 = stablehlo.multiply %4109, %2893 : tensor<128x384xf32>
    %4111 = stablehlo.add %4107, %4110 : tensor<128x384xf32>
    %cst_1122 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4112 = stablehlo.broadcast_in_dim %cst_1122, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4113 = stablehlo.multiply %4112, %arg325 : tensor<128xf32>
    %cst_1123 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4114 = stablehlo.broadcast_in_dim %cst_1123, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4115 = stablehlo.multiply %4114, %2897 : tensor<128xf32>
    %4116 = stablehlo.multiply %4115, %2897 : tensor<128xf32>
    %4117 = stablehlo.add %4113, %4116 : tensor<128xf32>
    %cst_1124 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4118 = stablehlo.broadcast_in_dim %cst_1124, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4119 = stablehlo.multiply %4118, %arg326 : tensor<128xf32>
    %cst_1125 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4120 = stablehlo.broadcast_in_dim %cst_1125, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4121 = stablehlo.multiply %4120, %2903 : tensor<128xf32>
    %4122 = stablehlo.multiply %4121, %2903 : tensor<128xf32>
    %4123 = stablehlo.add %4119, %4122 : tensor<128xf32>
    %cst_1126 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4124 = stablehlo.broadcast_in_dim %cst_1126, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4125 = stablehlo.multiply %4124, %arg327 : tensor<128xf32>
    %cst_1127 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4126 = stablehlo.broadcast_in_dim %cst_1127, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4127 = stablehlo.multiply %4126, %2823 : tensor<128xf32>
    %4128 = stablehlo.multiply %4127, %2823 : tensor<128xf32>
    %4129 = stablehlo.add %4125, %4128 : tensor<128xf32>
    %cst_1128 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4130 = stablehlo.broadcast_in_dim %cst_1128, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4131 = stablehlo.multiply %4130, %arg328 : tensor<128xf32>
    %cst_1129 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4132 = stablehlo.broadcast_in_dim %cst_1129, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4133 = stablehlo.multiply %4132, %2829 : tensor<128xf32>
    %4134 = stablehlo.multiply %4133, %2829 : tensor<128xf32>
    %4135 = stablehlo.add %4131, %4134 : tensor<128xf32>
    %cst_1130 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4136 = stablehlo.broadcast_in_dim %cst_1130, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4137 = stablehlo.multiply %4136, %arg329 : tensor<512xf32>
    %cst_1131 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4138 = stablehlo.broadcast_in_dim %cst_1131, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4139 = stablehlo.multiply %4138, %2817 : tensor<512xf32>
    %4140 = stablehlo.multiply %4139, %2817 : tensor<512xf32>
    %4141 = stablehlo.add %4137, %4140 : tensor<512xf32>
    %cst_1132 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4142 = stablehlo.broadcast_in_dim %cst_1132, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4143 = stablehlo.multiply %4142, %arg330 : tensor<128x512xf32>
    %cst_1133 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4144 = stablehlo.broadcast_in_dim %cst_1133, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4145 = stablehlo.multiply %4144, %2819 : tensor<128x512xf32>
    %4146 = stablehlo.multiply %4145, %2819 : tensor<128x512xf32>
    %4147 = stablehlo.add %4143, %4146 : tensor<128x512xf32>
    %cst_1134 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4148 = stablehlo.broadcast_in_dim %cst_1134, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4149 = stablehlo.multiply %4148, %arg331 : tensor<128xf32>
    %cst_1135 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4150 = stablehlo.broadcast_in_dim %cst_1135, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4151 = stablehlo.multiply %4150, %2797 : tensor<128xf32>
    %4152 = stablehlo.multiply %4151, %2797 : tensor<128xf32>
    %4153 = stablehlo.add %4149, %4152 : tensor<128xf32>
    %cst_1136 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4154 = stablehlo.broadcast_in_dim %cst_1136, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4155 = stablehlo.multiply %4154, %arg332 : tensor<512x128xf32>
    %cst_1137 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4156 = stablehlo.broadcast_in_dim %cst_1137, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4157 = stablehlo.multiply %4156, %2799 : tensor<512x128xf32>
    %4158 = stablehlo.multiply %4157, %2799 : tensor<512x128xf32>
    %4159 = stablehlo.add %4155, %4158 : tensor<512x128xf32>
    %cst_1138 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4160 = stablehlo.broadcast_in_dim %cst_1138, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4161 = stablehlo.multiply %4160, %arg333 : tensor<128xf32>
    %cst_1139 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4162 = stablehlo.broadcast_in_dim %cst_1139, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4163 = stablehlo.multiply %4162, %2723 : tensor<128xf32>
    %4164 = stablehlo.multiply %4163, %2723 : tensor<128xf32>
    %4165 = stablehlo.add %4161, %4164 : tensor<128xf32>
    %cst_1140 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4166 = stablehlo.broadcast_in_dim %cst_1140, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4167 = stablehlo.multiply %4166, %arg334 : tensor<128x128xf32>
    %cst_1141 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4168 = stablehlo.broadcast_in_dim %cst_1141, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4169 = stablehlo.multiply %4168, %2725 : tensor<128x128xf32>
    %4170 = stablehlo.multiply %4169, %2725 : tensor<128x128xf32>
    %4171 = stablehlo.add %4167, %4170 : tensor<128x128xf32>
    %cst_1142 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4172 = stablehlo.broadcast_in_dim %cst_1142, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4173 = stablehlo.multiply %4172, %arg335 : tensor<384xf32>
    %cst_1143 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4174 = stablehlo.broadcast_in_dim %cst_1143, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4175 = stablehlo.multiply %4174, %2757 : tensor<384xf32>
    %4176 = stablehlo.multiply %4175, %2757 : tensor<384xf32>
    %4177 = stablehlo.add %4173, %4176 : tensor<384xf32>
    %cst_1144 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4178 = stablehlo.broadcast_in_dim %cst_1144, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4179 = stablehlo.multiply %4178, %arg336 : tensor<128x384xf32>
    %cst_1145 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4180 = stablehlo.broadcast_in_dim %cst_1145, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4181 = stablehlo.multiply %4180, %2759 : tensor<128x384xf32>
    %4182 = stablehlo.multiply %4181, %2759 : tensor<128x384xf32>
    %4183 = stablehlo.add %4179, %4182 : tensor<128x384xf32>
    %cst_1146 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4184 = stablehlo.broadcast_in_dim %cst_1146, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4185 = stablehlo.multiply %4184, %arg337 : tensor<128xf32>
    %cst_1147 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4186 = stablehlo.broadcast_in_dim %cst_1147, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4187 = stablehlo.multiply %4186, %2763 : tensor<128xf32>
    %4188 = stablehlo.multiply %4187, %2763 : tensor<128xf32>
    %4189 = stablehlo.add %4185, %4188 : tensor<128xf32>
    %cst_1148 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4190 = stablehlo.broadcast_in_dim %cst_1148, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4191 = stablehlo.multiply %4190, %arg338 : tensor<128xf32>
    %cst_1149 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4192 = stablehlo.broadcast_in_dim %cst_1149, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4193 = stablehlo.multiply %4192, %2769 : tensor<128xf32>
    %4194 = stablehlo.multiply %4193, %2769 : tensor<128xf32>
    %4195 = stablehlo.add %4191, %4194 : tensor<128xf32>
    %cst_1150 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4196 = stablehlo.broadcast_in_dim %cst_1150, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4197 = stablehlo.multiply %4196, %arg339 : tensor<128xf32>
    %cst_1151 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4198 = stablehlo.broadcast_in_dim %cst_1151, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4199 = stablehlo.multiply %4198, %2689 : tensor<128xf32>
    %4200 = stablehlo.multiply %4199, %2689 : tensor<128xf32>
    %4201 = stablehlo.add %4197, %4200 : tensor<128xf32>
    %cst_1152 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4202 = stablehlo.broadcast_in_dim %cst_1152, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4203 = stablehlo.multiply %4202, %arg340 : tensor<128xf32>
    %cst_1153 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4204 = stablehlo.broadcast_in_dim %cst_1153, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4205 = stablehlo.multiply %4204, %2695 : tensor<128xf32>
    %4206 = stablehlo.multiply %4205, %2695 : tensor<128xf32>
    %4207 = stablehlo.add %4203, %4206 : tensor<128xf32>
    %cst_1154 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4208 = stablehlo.broadcast_in_dim %cst_1154, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4209 = stablehlo.multiply %4208, %arg341 : tensor<512xf32>
    %cst_1155 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4210 = stablehlo.broadcast_in_dim %cst_1155, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4211 = stablehlo.multiply %4210, %2683 : tensor<512xf32>
    %4212 = stablehlo.multiply %4211, %2683 : tensor<512xf32>
    %4213 = stablehlo.add %4209, %4212 : tensor<512xf32>
    %cst_1156 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4214 = stablehlo.broadcast_in_dim %cst_1156, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4215 = stablehlo.multiply %4214, %arg342 : tensor<128x512xf32>
    %cst_1157 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4216 = stablehlo.broadcast_in_dim %cst_1157, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4217 = stablehlo.multiply %4216, %2685 : tensor<128x512xf32>
    %4218 = stablehlo.multiply %4217, %2685 : tensor<128x512xf32>
    %4219 = stablehlo.add %4215, %4218 : tensor<128x512xf32>
    %cst_1158 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4220 = stablehlo.broadcast_in_dim %cst_1158, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4221 = stablehlo.multiply %4220, %arg343 : tensor<128xf32>
    %cst_1159 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4222 = stablehlo.broadcast_in_dim %cst_1159, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4223 = stablehlo.multiply %4222, %2663 : tensor<128xf32>
    %4224 = stablehlo.multiply %4223, %2663 : tensor<128xf32>
    %4225 = stablehlo.add %4221, %4224 : tensor<128xf32>
    %cst_1160 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4226 = stablehlo.broadcast_in_dim %cst_1160, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4227 = stablehlo.multiply %4226, %arg344 : tensor<512x128xf32>
    %cst_1161 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4228 = stablehlo.broadcast_in_dim %cst_1161, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4229 = stablehlo.multiply %4228, %2665 : tensor<512x128xf32>
    %4230 = stablehlo.multiply %4229, %2665 : tensor<512x128xf32>
    %4231 = stablehlo.add %4227, %4230 : tensor<512x128xf32>
    %cst_1162 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4232 = stablehlo.broadcast_in_dim %cst_1162, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4233 = stablehlo.multiply %4232, %arg345 : tensor<128xf32>
    %cst_1163 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4234 = stablehlo.broadcast_in_dim %cst_1163, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4235 = stablehlo.multiply %4234, %2589 : tensor<128xf32>
    %4236 = stablehlo.multiply %4235, %2589 : tensor<128xf32>
    %4237 = stablehlo.add %4233, %4236 : tensor<128xf32>
    %cst_1164 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4238 = stablehlo.broadcast_in_dim %cst_1164, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4239 = stablehlo.multiply %4238, %arg346 : tensor<128x128xf32>
    %cst_1165 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4240 = stablehlo.broadcast_in_dim %cst_1165, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4241 = stablehlo.multiply %4240, %2591 : tensor<128x128xf32>
    %4242 = stablehlo.multiply %4241, %2591 : tensor<128x128xf32>
    %4243 = stablehlo.add %4239, %4242 : tensor<128x128xf32>
    %cst_1166 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4244 = stablehlo.broadcast_in_dim %cst_1166, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4245 = stablehlo.multiply %4244, %arg347 : tensor<384xf32>
    %cst_1167 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4246 = stablehlo.broadcast_in_dim %cst_1167, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4247 = stablehlo.multiply %4246, %2623 : tensor<384xf32>
    %4248 = stablehlo.multiply %4247, %2623 : tensor<384xf32>
    %4249 = stablehlo.add %4245, %4248 : tensor<384xf32>
    %cst_1168 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4250 = stablehlo.broadcast_in_dim %cst_1168, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4251 = stablehlo.multiply %4250, %arg348 : tensor<128x384xf32>
    %cst_1169 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4252 = stablehlo.broadcast_in_dim %cst_1169, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4253 = stablehlo.multiply %4252, %2625 : tensor<128x384xf32>
    %4254 = stablehlo.multiply %4253, %2625 : tensor<128x384xf32>
    %4255 = stablehlo.add %4251, %4254 : tensor<128x384xf32>
    %cst_1170 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4256 = stablehlo.broadcast_in_dim %cst_1170, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4257 = stablehlo.multiply %4256, %arg349 : tensor<128xf32>
    %cst_1171 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4258 = stablehlo.broadcast_in_dim %cst_1171, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4259 = stablehlo.multiply %4258, %2629 : tensor<128xf32>
    %4260 = stablehlo.multiply %4259, %2629 : tensor<128xf32>
    %4261 = stablehlo.add %4257, %4260 : tensor<128xf32>
    %cst_1172 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4262 = stablehlo.broadcast_in_dim %cst_1172, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4263 = stablehlo.multiply %4262, %arg350 : tensor<128xf32>
    %cst_1173 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4264 = stablehlo.broadcast_in_dim %cst_1173, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4265 = stablehlo.multiply %4264, %2635 : tensor<128xf32>
    %4266 = stablehlo.multiply %4265, %2635 : tensor<128xf32>
    %4267 = stablehlo.add %4263, %4266 : tensor<128xf32>
    %cst_1174 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4268 = stablehlo.broadcast_in_dim %cst_1174, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4269 = stablehlo.multiply %4268, %arg351 : tensor<128xf32>
    %cst_1175 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4270 = stablehlo.broadcast_in_dim %cst_1175, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4271 = stablehlo.multiply %4270, %2555 : tensor<128xf32>
    %4272 = stablehlo.multiply %4271, %2555 : tensor<128xf32>
    %4273 = stablehlo.add %4269, %4272 : tensor<128xf32>
    %cst_1176 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4274 = stablehlo.broadcast_in_dim %cst_1176, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4275 = stablehlo.multiply %4274, %arg352 : tensor<128xf32>
    %cst_1177 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4276 = stablehlo.broadcast_in_dim %cst_1177, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4277 = stablehlo.multiply %4276, %2561 : tensor<128xf32>
    %4278 = stablehlo.multiply %4277, %2561 : tensor<128xf32>
    %4279 = stablehlo.add %4275, %4278 : tensor<128xf32>
    %cst_1178 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4280 = stablehlo.broadcast_in_dim %cst_1178, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4281 = stablehlo.multiply %4280, %arg353 : tensor<512xf32>
    %cst_1179 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4282 = stablehlo.broadcast_in_dim %cst_1179, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4283 = stablehlo.multiply %4282, %2549 : tensor<512xf32>
    %4284 = stablehlo.multiply %4283, %2549 : tensor<512xf32>
    %4285 = stablehlo.add %4281, %4284 : tensor<512xf32>
    %cst_1180 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4286 = stablehlo.broadcast_in_dim %cst_1180, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4287 = stablehlo.multiply %4286, %arg354 : tensor<128x512xf32>
    %cst_1181 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4288 = stablehlo.broadcast_in_dim %cst_1181, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4289 = stablehlo.multiply %4288, %2551 : tensor<128x512xf32>
    %4290 = stablehlo.multiply %4289, %2551 : tensor<128x512xf32>
    %4291 = stablehlo.add %4287, %4290 : tensor<128x512xf32>
    %cst_1182 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4292 = stablehlo.broadcast_in_dim %cst_1182, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4293 = stablehlo.multiply %4292, %arg355 : tensor<128xf32>
    %cst_1183 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4294 = stablehlo.broadcast_in_dim %cst_1183, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4295 = stablehlo.multiply %4294, %2529 : tensor<128xf32>
    %4296 = stablehlo.multiply %4295, %2529 : tensor<128xf32>
    %4297 = stablehlo.add %4293, %4296 : tensor<128xf32>
    %cst_1184 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4298 = stablehlo.broadcast_in_dim %cst_1184, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4299 = stablehlo.multiply %4298, %arg356 : tensor<512x128xf32>
    %cst_1185 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4300 = stablehlo.broadcast_in_dim %cst_1185, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4301 = stablehlo.multiply %4300, %2531 : tensor<512x128xf32>
    %4302 = stablehlo.multiply %4301, %2531 : tensor<512x128xf32>
    %4303 = stablehlo.add %4299, %4302 : tensor<512x128xf32>
    %cst_1186 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4304 = stablehlo.broadcast_in_dim %cst_1186, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4305 = stablehlo.multiply %4304, %arg357 : tensor<128xf32>
    %cst_1187 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4306 = stablehlo.broadcast_in_dim %cst_1187, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4307 = stablehlo.multiply %4306, %2455 : tensor<128xf32>
    %4308 = stablehlo.multiply %4307, %2455 : tensor<128xf32>
    %4309 = stablehlo.add %4305, %4308 : tensor<128xf32>
    %cst_1188 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4310 = stablehlo.broadcast_in_dim %cst_1188, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4311 = stablehlo.multiply %4310, %arg358 : tensor<128x128xf32>
    %cst_1189 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4312 = stablehlo.broadcast_in_dim %cst_1189, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4313 = stablehlo.multiply %4312, %2457 : tensor<128x128xf32>
    %4314 = stablehlo.multiply %4313, %2457 : tensor<128x128xf32>
    %4315 = stablehlo.add %4311, %4314 : tensor<128x128xf32>
    %cst_1190 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4316 = stablehlo.broadcast_in_dim %cst_1190, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4317 = stablehlo.multiply %4316, %arg359 : tensor<384xf32>
    %cst_1191 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4318 = stablehlo.broadcast_in_dim %cst_1191, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4319 = stablehlo.multiply %4318, %2489 : tensor<384xf32>
    %4320 = stablehlo.multiply %4319, %2489 : tensor<384xf32>
    %4321 = stablehlo.add %4317, %4320 : tensor<384xf32>
    %cst_1192 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4322 = stablehlo.broadcast_in_dim %cst_1192, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4323 = stablehlo.multiply %4322, %arg360 : tensor<128x384xf32>
    %cst_1193 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4324 = stablehlo.broadcast_in_dim %cst_1193, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4325 = stablehlo.multiply %4324, %2491 : tensor<128x384xf32>
    %4326 = stablehlo.multiply %4325, %2491 : tensor<128x384xf32>
    %4327 = stablehlo.add %4323, %4326 : tensor<128x384xf32>
    %cst_1194 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4328 = stablehlo.broadcast_in_dim %cst_1194, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4329 = stablehlo.multiply %4328, %arg361 : tensor<128xf32>
    %cst_1195 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4330 = stablehlo.broadcast_in_dim %cst_1195, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4331 = stablehlo.multiply %4330, %2495 : tensor<128xf32>
    %4332 = stablehlo.multiply %4331, %2495 : tensor<128xf32>
    %4333 = stablehlo.add %4329, %4332 : tensor<128xf32>
    %cst_1196 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4334 = stablehlo.broadcast_in_dim %cst_1196, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4335 = stablehlo.multiply %4334, %arg362 : tensor<128xf32>
    %cst_1197 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4336 = stablehlo.broadcast_in_dim %cst_1197, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4337 = stablehlo.multiply %4336, %2501 : tensor<128xf32>
    %4338 = stablehlo.multiply %4337, %2501 : tensor<128xf32>
    %4339 = stablehlo.add %4335, %4338 : tensor<128xf32>
    %cst_1198 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4340 = stablehlo.broadcast_in_dim %cst_1198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4341 = stablehlo.multiply %4340, %arg363 : tensor<128xf32>
    %cst_1199 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4342 = stablehlo.broadcast_in_dim %cst_1199, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4343 = stablehlo.multiply %4342, %2421 : tensor<128xf32>
    %4344 = stablehlo.multiply %4343, %2421 : tensor<128xf32>
    %4345 = stablehlo.add %4341, %4344 : tensor<128xf32>
    %cst_1200 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4346 = stablehlo.broadcast_in_dim %cst_1200, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4347 = stablehlo.multiply %4346, %arg364 : tensor<128xf32>
    %cst_1201 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4348 = stablehlo.broadcast_in_dim %cst_1201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4349 = stablehlo.multiply %4348, %2427 : tensor<128xf32>
    %4350 = stablehlo.multiply %4349, %2427 : tensor<128xf32>
    %4351 = stablehlo.add %4347, %4350 : tensor<128xf32>
    %cst_1202 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4352 = stablehlo.broadcast_in_dim %cst_1202, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4353 = stablehlo.multiply %4352, %arg365 : tensor<512xf32>
    %cst_1203 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4354 = stablehlo.broadcast_in_dim %cst_1203, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4355 = stablehlo.multiply %4354, %2415 : tensor<512xf32>
    %4356 = stablehlo.multiply %4355, %2415 : tensor<512xf32>
    %4357 = stablehlo.add %4353, %4356 : tensor<512xf32>
    %cst_1204 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4358 = stablehlo.broadcast_in_dim %cst_1204, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4359 = stablehlo.multiply %4358, %arg366 : tensor<128x512xf32>
    %cst_1205 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4360 = stablehlo.broadcast_in_dim %cst_1205, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4361 = stablehlo.multiply %4360, %2417 : tensor<128x512xf32>
    %4362 = stablehlo.multiply %4361, %2417 : tensor<128x512xf32>
    %4363 = stablehlo.add %4359, %4362 : tensor<128x512xf32>
    %cst_1206 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4364 = stablehlo.broadcast_in_dim %cst_1206, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4365 = stablehlo.multiply %4364, %arg367 : tensor<128xf32>
    %cst_1207 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4366 = stablehlo.broadcast_in_dim %cst_1207, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4367 = stablehlo.multiply %4366, %2395 : tensor<128xf32>
    %4368 = stablehlo.multiply %4367, %2395 : tensor<128xf32>
    %4369 = stablehlo.add %4365, %4368 : tensor<128xf32>
    %cst_1208 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4370 = stablehlo.broadcast_in_dim %cst_1208, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4371 = stablehlo.multiply %4370, %arg368 : tensor<512x128xf32>
    %cst_1209 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4372 = stablehlo.broadcast_in_dim %cst_1209, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4373 = stablehlo.multiply %4372, %2397 : tensor<512x128xf32>
    %4374 = stablehlo.multiply %4373, %2397 : tensor<512x128xf32>
    %4375 = stablehlo.add %4371, %4374 : tensor<512x128xf32>
    %cst_1210 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4376 = stablehlo.broadcast_in_dim %cst_1210, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4377 = stablehlo.multiply %4376, %arg369 : tensor<128xf32>
    %cst_1211 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4378 = stablehlo.broadcast_in_dim %cst_1211, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4379 = stablehlo.multiply %4378, %2321 : tensor<128xf32>
    %4380 = stablehlo.multiply %4379, %2321 : tensor<128xf32>
    %4381 = stablehlo.add %4377, %4380 : tensor<128xf32>
    %cst_1212 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4382 = stablehlo.broadcast_in_dim %cst_1212, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4383 = stablehlo.multiply %4382, %arg370 : tensor<128x128xf32>
    %cst_1213 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4384 = stablehlo.broadcast_in_dim %cst_1213, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4385 = stablehlo.multiply %4384, %2323 : tensor<128x128xf32>
    %4386 = stablehlo.multiply %4385, %2323 : tensor<128x128xf32>
    %4387 = stablehlo.add %4383, %4386 : tensor<128x128xf32>
    %cst_1214 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4388 = stablehlo.broadcast_in_dim %cst_1214, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4389 = stablehlo.multiply %4388, %arg371 : tensor<384xf32>
    %cst_1215 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4390 = stablehlo.broadcast_in_dim %cst_1215, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4391 = stablehlo.multiply %4390, %2355 : tensor<384xf32>
    %4392 = stablehlo.multiply %4391, %2355 : tensor<384xf32>
    %4393 = stablehlo.add %4389, %4392 : tensor<384xf32>
    %cst_1216 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4394 = stablehlo.broadcast_in_dim %cst_1216, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4395 = stablehlo.multiply %4394, %arg372 : tensor<128x384xf32>
    %cst_1217 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4396 = stablehlo.broadcast_in_dim %cst_1217, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4397 = stablehlo.multiply %4396, %2357 : tensor<128x384xf32>
    %4398 = stablehlo.multiply %4397, %2357 : tensor<128x384xf32>
    %4399 = stablehlo.add %4395, %4398 : tensor<128x384xf32>
    %cst_1218 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4400 = stablehlo.broadcast_in_dim %cst_1218, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4401 = stablehlo.multiply %4400, %arg373 : tensor<128xf32>
    %cst_1219 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4402 = stablehlo.broadcast_in_dim %cst_1219, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4403 = stablehlo.multiply %4402, %2361 : tensor<128xf32>
    %4404 = stablehlo.multiply %4403, %2361 : tensor<128xf32>
    %4405 = stablehlo.add %4401, %4404 : tensor<128xf32>
    %cst_1220 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4406 = stablehlo.broadcast_in_dim %cst_1220, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4407 = stablehlo.multiply %4406, %arg374 : tensor<128xf32>
    %cst_1221 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4408 = stablehlo.broadcast_in_dim %cst_1221, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4409 = stablehlo.multiply %4408, %2367 : tensor<128xf32>
    %4410 = stablehlo.multiply %4409, %2367 : tensor<128xf32>
    %4411 = stablehlo.add %4407, %4410 : tensor<128xf32>
    %cst_1222 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4412 = stablehlo.broadcast_in_dim %cst_1222, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4413 = stablehlo.multiply %4412, %arg375 : tensor<128xf32>
    %cst_1223 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4414 = stablehlo.broadcast_in_dim %cst_1223, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4415 = stablehlo.multiply %4414, %2287 : tensor<128xf32>
    %4416 = stablehlo.multiply %4415, %2287 : tensor<128xf32>
    %4417 = stablehlo.add %4413, %4416 : tensor<128xf32>
    %cst_1224 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4418 = stablehlo.broadcast_in_dim %cst_1224, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4419 = stablehlo.multiply %4418, %arg376 : tensor<128xf32>
    %cst_1225 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4420 = stablehlo.broadcast_in_dim %cst_1225, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4421 = stablehlo.multiply %4420, %2293 : tensor<128xf32>
    %4422 = stablehlo.multiply %4421, %2293 : tensor<128xf32>
    %4423 = stablehlo.add %4419, %4422 : tensor<128xf32>
    %cst_1226 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4424 = stablehlo.broadcast_in_dim %cst_1226, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4425 = stablehlo.multiply %4424, %arg377 : tensor<512xf32>
    %cst_1227 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4426 = stablehlo.broadcast_in_dim %cst_1227, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4427 = stablehlo.multiply %4426, %2281 : tensor<512xf32>
    %4428 = stablehlo.multiply %4427, %2281 : tensor<512xf32>
    %4429 = stablehlo.add %4425, %4428 : tensor<512xf32>
    %cst_1228 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4430 = stablehlo.broadcast_in_dim %cst_1228, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4431 = stablehlo.multiply %4430, %arg378 : tensor<128x512xf32>
    %cst_1229 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4432 = stablehlo.broadcast_in_dim %cst_1229, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4433 = stablehlo.multiply %4432, %2283 : tensor<128x512xf32>
    %4434 = stablehlo.multiply %4433, %2283 : tensor<128x512xf32>
    %4435 = stablehlo.add %4431, %4434 : tensor<128x512xf32>
    %cst_1230 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4436 = stablehlo.broadcast_in_dim %cst_1230, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4437 = stablehlo.multiply %4436, %arg379 : tensor<128xf32>
    %cst_1231 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4438 = stablehlo.broadcast_in_dim %cst_1231, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4439 = stablehlo.multiply %4438, %2261 : tensor<128xf32>
    %4440 = stablehlo.multiply %4439, %2261 : tensor<128xf32>
    %4441 = stablehlo.add %4437, %4440 : tensor<128xf32>
    %cst_1232 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4442 = stablehlo.broadcast_in_dim %cst_1232, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4443 = stablehlo.multiply %4442, %arg380 : tensor<512x128xf32>
    %cst_1233 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4444 = stablehlo.broadcast_in_dim %cst_1233, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4445 = stablehlo.multiply %4444, %2263 : tensor<512x128xf32>
    %4446 = stablehlo.multiply %4445, %2263 : tensor<512x128xf32>
    %4447 = stablehlo.add %4443, %4446 : tensor<512x128xf32>
    %cst_1234 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4448 = stablehlo.broadcast_in_dim %cst_1234, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4449 = stablehlo.multiply %4448, %arg381 : tensor<128xf32>
    %cst_1235 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4450 = stablehlo.broadcast_in_dim %cst_1235, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4451 = stablehlo.multiply %4450, %2187 : tensor<128xf32>
    %4452 = stablehlo.multiply %4451, %2187 : tensor<128xf32>
    %4453 = stablehlo.add %4449, %4452 : tensor<128xf32>
    %cst_1236 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4454 = stablehlo.broadcast_in_dim %cst_1236, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4455 = stablehlo.multiply %4454, %arg382 : tensor<128x128xf32>
    %cst_1237 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4456 = stablehlo.broadcast_in_dim %cst_1237, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4457 = stablehlo.multiply %4456, %2189 : tensor<128x128xf32>
    %4458 = stablehlo.multiply %4457, %2189 : tensor<128x128xf32>
    %4459 = stablehlo.add %4455, %4458 : tensor<128x128xf32>
    %cst_1238 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4460 = stablehlo.broadcast_in_dim %cst_1238, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4461 = stablehlo.multiply %4460, %arg383 : tensor<384xf32>
    %cst_1239 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4462 = stablehlo.broadcast_in_dim %cst_1239, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4463 = stablehlo.multiply %4462, %2221 : tensor<384xf32>
    %4464 = stablehlo.multiply %4463, %2221 : tensor<384xf32>
    %4465 = stablehlo.add %4461, %4464 : tensor<384xf32>
    %cst_1240 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4466 = stablehlo.broadcast_in_dim %cst_1240, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4467 = stablehlo.multiply %4466, %arg384 : tensor<128x384xf32>
    %cst_1241 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4468 = stablehlo.broadcast_in_dim %cst_1241, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4469 = stablehlo.multiply %4468, %2223 : tensor<128x384xf32>
    %4470 = stablehlo.multiply %4469, %2223 : tensor<128x384xf32>
    %4471 = stablehlo.add %4467, %4470 : tensor<128x384xf32>
    %cst_1242 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4472 = stablehlo.broadcast_in_dim %cst_1242, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4473 = stablehlo.multiply %4472, %arg385 : tensor<128xf32>
    %cst_1243 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4474 = stablehlo.broadcast_in_dim %cst_1243, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4475 = stablehlo.multiply %4474, %2227 : tensor<128xf32>
    %4476 = stablehlo.multiply %4475, %2227 : tensor<128xf32>
    %4477 = stablehlo.add %4473, %4476 : tensor<128xf32>
    %cst_1244 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4478 = stablehlo.broadcast_in_dim %cst_1244, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4479 = stablehlo.multiply %4478, %arg386 : tensor<128xf32>
    %cst_1245 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4480 = stablehlo.broadcast_in_dim %cst_1245, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4481 = stablehlo.multiply %4480, %2233 : tensor<128xf32>
    %4482 = stablehlo.multiply %4481, %2233 : tensor<128xf32>
    %4483 = stablehlo.add %4479, %4482 : tensor<128xf32>
    %cst_1246 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4484 = stablehlo.broadcast_in_dim %cst_1246, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4485 = stablehlo.multiply %4484, %arg387 : tensor<128xf32>
    %cst_1247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4486 = stablehlo.broadcast_in_dim %cst_1247, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4487 = stablehlo.multiply %4486, %2153 : tensor<128xf32>
    %4488 = stablehlo.multiply %4487, %2153 : tensor<128xf32>
    %4489 = stablehlo.add %4485, %4488 : tensor<128xf32>
    %cst_1248 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4490 = stablehlo.broadcast_in_dim %cst_1248, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4491 = stablehlo.multiply %4490, %arg388 : tensor<128xf32>
    %cst_1249 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4492 = stablehlo.broadcast_in_dim %cst_1249, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4493 = stablehlo.multiply %4492, %2159 : tensor<128xf32>
    %4494 = stablehlo.multiply %4493, %2159 : tensor<128xf32>
    %4495 = stablehlo.add %4491, %4494 : tensor<128xf32>
    %cst_1250 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4496 = stablehlo.broadcast_in_dim %cst_1250, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4497 = stablehlo.multiply %4496, %arg389 : tensor<512xf32>
    %cst_1251 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4498 = stablehlo.broadcast_in_dim %cst_1251, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4499 = stablehlo.multiply %4498, %2147 : tensor<512xf32>
    %4500 = stablehlo.multiply %4499, %2147 : tensor<512xf32>
    %4501 = stablehlo.add %4497, %4500 : tensor<512xf32>
    %cst_1252 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4502 = stablehlo.broadcast_in_dim %cst_1252, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4503 = stablehlo.multiply %4502, %arg390 : tensor<128x512xf32>
    %cst_1253 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4504 = stablehlo.broadcast_in_dim %cst_1253, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4505 = stablehlo.multiply %4504, %2149 : tensor<128x512xf32>
    %4506 = stablehlo.multiply %4505, %2149 : tensor<128x512xf32>
    %4507 = stablehlo.add %4503, %4506 : tensor<128x512xf32>
    %cst_1254 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4508 = stablehlo.broadcast_in_dim %cst_1254, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4509 = stablehlo.multiply %4508, %arg391 : tensor<128xf32>
    %cst_1255 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4510 = stablehlo.broadcast_in_dim %cst_1255, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4511 = stablehlo.multiply %4510, %2127 : tensor<128xf32>
    %4512 = stablehlo.multiply %4511, %2127 : tensor<128xf32>
    %4513 = stablehlo.add %4509, %4512 : tensor<128xf32>
    %cst_1256 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4514 = stablehlo.broadcast_in_dim %cst_1256, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4515 = stablehlo.multiply %4514, %arg392 : tensor<512x128xf32>
    %cst_1257 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4516 = stablehlo.broadcast_in_dim %cst_1257, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4517 = stablehlo.multiply %4516, %2129 : tensor<512x128xf32>
    %4518 = stablehlo.multiply %4517, %2129 : tensor<512x128xf32>
    %4519 = stablehlo.add %4515, %4518 : tensor<512x128xf32>
    %cst_1258 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4520 = stablehlo.broadcast_in_dim %cst_1258, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4521 = stablehlo.multiply %4520, %arg393 : tensor<128xf32>
    %cst_1259 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4522 = stablehlo.broadcast_in_dim %cst_1259, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4523 = stablehlo.multiply %4522, %2053 : tensor<128xf32>
    %4524 = stablehlo.multiply %4523, %2053 : tensor<128xf32>
    %4525 = stablehlo.add %4521, %4524 : tensor<128xf32>
    %cst_1260 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4526 = stablehlo.broadcast_in_dim %cst_1260, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4527 = stablehlo.multiply %4526, %arg394 : tensor<128x128xf32>
    %cst_1261 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4528 = stablehlo.broadcast_in_dim %cst_1261, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4529 = stablehlo.multiply %4528, %2055 : tensor<128x128xf32>
    %4530 = stablehlo.multiply %4529, %2055 : tensor<128x128xf32>
    %4531 = stablehlo.add %4527, %4530 : tensor<128x128xf32>
    %cst_1262 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4532 = stablehlo.broadcast_in_dim %cst_1262, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4533 = stablehlo.multiply %4532, %arg395 : tensor<384xf32>
    %cst_1263 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4534 = stablehlo.broadcast_in_dim %cst_1263, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4535 = stablehlo.multiply %4534, %2087 : tensor<384xf32>
    %4536 = stablehlo.multiply %4535, %2087 : tensor<384xf32>
    %4537 = stablehlo.add %4533, %4536 : tensor<384xf32>
    %cst_1264 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4538 = stablehlo.broadcast_in_dim %cst_1264, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4539 = stablehlo.multiply %4538, %arg396 : tensor<128x384xf32>
    %cst_1265 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4540 = stablehlo.broadcast_in_dim %cst_1265, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4541 = stablehlo.multiply %4540, %2089 : tensor<128x384xf32>
    %4542 = stablehlo.multiply %4541, %2089 : tensor<128x384xf32>
    %4543 = stablehlo.add %4539, %4542 : tensor<128x384xf32>
    %cst_1266 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4544 = stablehlo.broadcast_in_dim %cst_1266, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4545 = stablehlo.multiply %4544, %arg397 : tensor<128xf32>
    %cst_1267 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4546 = stablehlo.broadcast_in_dim %cst_1267, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4547 = stablehlo.multiply %4546, %2093 : tensor<128xf32>
    %4548 = stablehlo.multiply %4547, %2093 : tensor<128xf32>
    %4549 = stablehlo.add %4545, %4548 : tensor<128xf32>
    %cst_1268 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4550 = stablehlo.broadcast_in_dim %cst_1268, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4551 = stablehlo.multiply %4550, %arg398 : tensor<128xf32>
    %cst_1269 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4552 = stablehlo.broadcast_in_dim %cst_1269, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4553 = stablehlo.multiply %4552, %2099 : tensor<128xf32>
    %4554 = stablehlo.multiply %4553, %2099 : tensor<128xf32>
    %4555 = stablehlo.add %4551, %4554 : tensor<128xf32>
    %cst_1270 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4556 = stablehlo.broadcast_in_dim %cst_1270, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4557 = stablehlo.multiply %4556, %arg399 : tensor<128xf32>
    %cst_1271 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4558 = stablehlo.broadcast_in_dim %cst_1271, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4559 = stablehlo.multiply %4558, %2019 : tensor<128xf32>
    %4560 = stablehlo.multiply %4559, %2019 : tensor<128xf32>
    %4561 = stablehlo.add %4557, %4560 : tensor<128xf32>
    %cst_1272 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4562 = stablehlo.broadcast_in_dim %cst_1272, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4563 = stablehlo.multiply %4562, %arg400 : tensor<128xf32>
    %cst_1273 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4564 = stablehlo.broadcast_in_dim %cst_1273, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4565 = stablehlo.multiply %4564, %2025 : tensor<128xf32>
    %4566 = stablehlo.multiply %4565, %2025 : tensor<128xf32>
    %4567 = stablehlo.add %4563, %4566 : tensor<128xf32>
    %cst_1274 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4568 = stablehlo.broadcast_in_dim %cst_1274, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4569 = stablehlo.multiply %4568, %arg401 : tensor<512xf32>
    %cst_1275 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4570 = stablehlo.broadcast_in_dim %cst_1275, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4571 = stablehlo.multiply %4570, %2013 : tensor<512xf32>
    %4572 = stablehlo.multiply %4571, %2013 : tensor<512xf32>
    %4573 = stablehlo.add %4569, %4572 : tensor<512xf32>
    %cst_1276 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4574 = stablehlo.broadcast_in_dim %cst_1276, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4575 = stablehlo.multiply %4574, %arg402 : tensor<128x512xf32>
    %cst_1277 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4576 = stablehlo.broadcast_in_dim %cst_1277, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4577 = stablehlo.multiply %4576, %2015 : tensor<128x512xf32>
    %4578 = stablehlo.multiply %4577, %2015 : tensor<128x512xf32>
    %4579 = stablehlo.add %4575, %4578 : tensor<128x512xf32>
    %cst_1278 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4580 = stablehlo.broadcast_in_dim %cst_1278, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4581 = stablehlo.multiply %4580, %arg403 : tensor<128xf32>
    %cst_1279 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4582 = stablehlo.broadcast_in_dim %cst_1279, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4583 = stablehlo.multiply %4582, %1993 : tensor<128xf32>
    %4584 = stablehlo.multiply %4583, %1993 : tensor<128xf32>
    %4585 = stablehlo.add %4581, %4584 : tensor<128xf32>
    %cst_1280 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4586 = stablehlo.broadcast_in_dim %cst_1280, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4587 = stablehlo.multiply %4586, %arg404 : tensor<512x128xf32>
    %cst_1281 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4588 = stablehlo.broadcast_in_dim %cst_1281, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4589 = stablehlo.multiply %4588, %1995 : tensor<512x128xf32>
    %4590 = stablehlo.multiply %4589, %1995 : tensor<512x128xf32>
    %4591 = stablehlo.add %4587, %4590 : tensor<512x128xf32>
    %cst_1282 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4592 = stablehlo.broadcast_in_dim %cst_1282, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4593 = stablehlo.multiply %4592, %arg405 : tensor<128xf32>
    %cst_1283 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4594 = stablehlo.broadcast_in_dim %cst_1283, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4595 = stablehlo.multiply %4594, %1919 : tensor<128xf32>
    %4596 = stablehlo.multiply %4595, %1919 : tensor<128xf32>
    %4597 = stablehlo.add %4593, %4596 : tensor<128xf32>
    %cst_1284 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4598 = stablehlo.broadcast_in_dim %cst_1284, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4599 = stablehlo.multiply %4598, %arg406 : tensor<128x128xf32>
    %cst_1285 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4600 = stablehlo.broadcast_in_dim %cst_1285, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4601 = stablehlo.multiply %4600, %1921 : tensor<128x128xf32>
    %4602 = stablehlo.multiply %4601, %1921 : tensor<128x128xf32>
    %4603 = stablehlo.add %4599, %4602 : tensor<128x128xf32>
    %cst_1286 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4604 = stablehlo.broadcast_in_dim %cst_1286, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4605 = stablehlo.multiply %4604, %arg407 : tensor<384xf32>
    %cst_1287 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4606 = stablehlo.broadcast_in_dim %cst_1287, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4607 = stablehlo.multiply %4606, %1953 : tensor<384xf32>
    %4608 = stablehlo.multiply %4607, %1953 : tensor<384xf32>
    %4609 = stablehlo.add %4605, %4608 : tensor<384xf32>
    %cst_1288 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4610 = stablehlo.broadcast_in_dim %cst_1288, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4611 = stablehlo.multiply %4610, %arg408 : tensor<128x384xf32>
    %cst_1289 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4612 = stablehlo.broadcast_in_dim %cst_1289, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4613 = stablehlo.multiply %4612, %1955 : tensor<128x384xf32>
    %4614 = stablehlo.multiply %4613, %1955 : tensor<128x384xf32>
    %4615 = stablehlo.add %4611, %4614 : tensor<128x384xf32>
    %cst_1290 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4616 = stablehlo.broadcast_in_dim %cst_1290, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4617 = stablehlo.multiply %4616, %arg409 : tensor<128xf32>
    %cst_1291 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4618 = stablehlo.broadcast_in_dim %cst_1291, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4619 = stablehlo.multiply %4618, %1959 : tensor<128xf32>
    %4620 = stablehlo.multiply %4619, %1959 : tensor<128xf32>
    %4621 = stablehlo.add %4617, %4620 : tensor<128xf32>
    %cst_1292 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4622 = stablehlo.broadcast_in_dim %cst_1292, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4623 = stablehlo.multiply %4622, %arg410 : tensor<128xf32>
    %cst_1293 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4624 = stablehlo.broadcast_in_dim %cst_1293, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4625 = stablehlo.multiply %4624, %1965 : tensor<128xf32>
    %4626 = stablehlo.multiply %4625, %1965 : tensor<128xf32>
    %4627 = stablehlo.add %4623, %4626 : tensor<128xf32>
    %cst_1294 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4628 = stablehlo.broadcast_in_dim %cst_1294, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4629 = stablehlo.multiply %4628, %arg411 : tensor<128xf32>
    %cst_1295 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4630 = stablehlo.broadcast_in_dim %cst_1295, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4631 = stablehlo.multiply %4630, %1885 : tensor<128xf32>
    %4632 = stablehlo.multiply %4631, %1885 : tensor<128xf32>
    %4633 = stablehlo.add %4629, %4632 : tensor<128xf32>
    %cst_1296 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4634 = stablehlo.broadcast_in_dim %cst_1296, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4635 = stablehlo.multiply %4634, %arg412 : tensor<128xf32>
    %cst_1297 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4636 = stablehlo.broadcast_in_dim %cst_1297, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4637 = stablehlo.multiply %4636, %1891 : tensor<128xf32>
    %4638 = stablehlo.multiply %4637, %1891 : tensor<128xf32>
    %4639 = stablehlo.add %4635, %4638 : tensor<128xf32>
    %cst_1298 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4640 = stablehlo.broadcast_in_dim %cst_1298, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4641 = stablehlo.multiply %4640, %arg413 : tensor<512xf32>
    %cst_1299 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4642 = stablehlo.broadcast_in_dim %cst_1299, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4643 = stablehlo.multiply %4642, %1879 : tensor<512xf32>
    %4644 = stablehlo.multiply %4643, %1879 : tensor<512xf32>
    %4645 = stablehlo.add %4641, %4644 : tensor<512xf32>
    %cst_1300 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4646 = stablehlo.broadcast_in_dim %cst_1300, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4647 = stablehlo.multiply %4646, %arg414 : tensor<128x512xf32>
    %cst_1301 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4648 = stablehlo.broadcast_in_dim %cst_1301, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4649 = stablehlo.multiply %4648, %1881 : tensor<128x512xf32>
    %4650 = stablehlo.multiply %4649, %1881 : tensor<128x512xf32>
    %4651 = stablehlo.add %4647, %4650 : tensor<128x512xf32>
    %cst_1302 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4652 = stablehlo.broadcast_in_dim %cst_1302, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4653 = stablehlo.multiply %4652, %arg415 : tensor<128xf32>
    %cst_1303 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4654 = stablehlo.broadcast_in_dim %cst_1303, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4655 = stablehlo.multiply %4654, %1859 : tensor<128xf32>
    %4656 = stablehlo.multiply %4655, %1859 : tensor<128xf32>
    %4657 = stablehlo.add %4653, %4656 : tensor<128xf32>
    %cst_1304 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4658 = stablehlo.broadcast_in_dim %cst_1304, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4659 = stablehlo.multiply %4658, %arg416 : tensor<512x128xf32>
    %cst_1305 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4660 = stablehlo.broadcast_in_dim %cst_1305, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4661 = stablehlo.multiply %4660, %1861 : tensor<512x128xf32>
    %4662 = stablehlo.multiply %4661, %1861 : tensor<512x128xf32>
    %4663 = stablehlo.add %4659, %4662 : tensor<512x128xf32>
    %cst_1306 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4664 = stablehlo.broadcast_in_dim %cst_1306, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4665 = stablehlo.multiply %4664, %arg417 : tensor<128xf32>
    %cst_1307 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4666 = stablehlo.broadcast_in_dim %cst_1307, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4667 = stablehlo.multiply %4666, %1785 : tensor<128xf32>
    %4668 = stablehlo.multiply %4667, %1785 : tensor<128xf32>
    %4669 = stablehlo.add %4665, %4668 : tensor<128xf32>
    %cst_1308 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4670 = stablehlo.broadcast_in_dim %cst_1308, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4671 = stablehlo.multiply %4670, %arg418 : tensor<128x128xf32>
    %cst_1309 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4672 = stablehlo.broadcast_in_dim %cst_1309, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4673 = stablehlo.multiply %4672, %1787 : tensor<128x128xf32>
    %4674 = stablehlo.multiply %4673, %1787 : tensor<128x128xf32>
    %4675 = stablehlo.add %4671, %4674 : tensor<128x128xf32>
    %cst_1310 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4676 = stablehlo.broadcast_in_dim %cst_1310, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4677 = stablehlo.multiply %4676, %arg419 : tensor<384xf32>
    %cst_1311 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4678 = stablehlo.broadcast_in_dim %cst_1311, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4679 = stablehlo.multiply %4678, %1819 : tensor<384xf32>
    %4680 = stablehlo.multiply %4679, %1819 : tensor<384xf32>
    %4681 = stablehlo.add %4677, %4680 : tensor<384xf32>
    %cst_1312 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4682 = stablehlo.broadcast_in_dim %cst_1312, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4683 = stablehlo.multiply %4682, %arg420 : tensor<128x384xf32>
    %cst_1313 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4684 = stablehlo.broadcast_in_dim %cst_1313, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4685 = stablehlo.multiply %4684, %1821 : tensor<128x384xf32>
    %4686 = stablehlo.multiply %4685, %1821 : tensor<128x384xf32>
    %4687 = stablehlo.add %4683, %4686 : tensor<128x384xf32>
    %cst_1314 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4688 = stablehlo.broadcast_in_dim %cst_1314, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4689 = stablehlo.multiply %4688, %arg421 : tensor<128xf32>
    %cst_1315 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4690 = stablehlo.broadcast_in_dim %cst_1315, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4691 = stablehlo.multiply %4690, %1825 : tensor<128xf32>
    %4692 = stablehlo.multiply %4691, %1825 : tensor<128xf32>
    %4693 = stablehlo.add %4689, %4692 : tensor<128xf32>
    %cst_1316 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4694 = stablehlo.broadcast_in_dim %cst_1316, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4695 = stablehlo.multiply %4694, %arg422 : tensor<128xf32>
    %cst_1317 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4696 = stablehlo.broadcast_in_dim %cst_1317, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4697 = stablehlo.multiply %4696, %1831 : tensor<128xf32>
    %4698 = stablehlo.multiply %4697, %1831 : tensor<128xf32>
    %4699 = stablehlo.add %4695, %4698 : tensor<128xf32>
    %cst_1318 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4700 = stablehlo.broadcast_in_dim %cst_1318, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4701 = stablehlo.multiply %4700, %arg423 : tensor<128xf32>
    %cst_1319 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4702 = stablehlo.broadcast_in_dim %cst_1319, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4703 = stablehlo.multiply %4702, %1751 : tensor<128xf32>
    %4704 = stablehlo.multiply %4703, %1751 : tensor<128xf32>
    %4705 = stablehlo.add %4701, %4704 : tensor<128xf32>
    %cst_1320 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4706 = stablehlo.broadcast_in_dim %cst_1320, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4707 = stablehlo.multiply %4706, %arg424 : tensor<128xf32>
    %cst_1321 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4708 = stablehlo.broadcast_in_dim %cst_1321, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4709 = stablehlo.multiply %4708, %1757 : tensor<128xf32>
    %4710 = stablehlo.multiply %4709, %1757 : tensor<128xf32>
    %4711 = stablehlo.add %4707, %4710 : tensor<128xf32>
    %cst_1322 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4712 = stablehlo.broadcast_in_dim %cst_1322, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4713 = stablehlo.multiply %4712, %arg425 : tensor<512xf32>
    %cst_1323 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4714 = stablehlo.broadcast_in_dim %cst_1323, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4715 = stablehlo.multiply %4714, %1745 : tensor<512xf32>
    %4716 = stablehlo.multiply %4715, %1745 : tensor<512xf32>
    %4717 = stablehlo.add %4713, %4716 : tensor<512xf32>
    %cst_1324 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4718 = stablehlo.broadcast_in_dim %cst_1324, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4719 = stablehlo.multiply %4718, %arg426 : tensor<128x512xf32>
    %cst_1325 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4720 = stablehlo.broadcast_in_dim %cst_1325, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4721 = stablehlo.multiply %4720, %1747 : tensor<128x512xf32>
    %4722 = stablehlo.multiply %4721, %1747 : tensor<128x512xf32>
    %4723 = stablehlo.add %4719, %4722 : tensor<128x512xf32>
    %cst_1326 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4724 = stablehlo.broadcast_in_dim %cst_1326, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4725 = stablehlo.multiply %4724, %arg427 : tensor<128xf32>
    %cst_1327 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4726 = stablehlo.broadcast_in_dim %cst_1327, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4727 = stablehlo.multiply %4726, %1725 : tensor<128xf32>
    %4728 = stablehlo.multiply %4727, %1725 : tensor<128xf32>
    %4729 = stablehlo.add %4725, %4728 : tensor<128xf32>
    %cst_1328 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4730 = stablehlo.broadcast_in_dim %cst_1328, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4731 = stablehlo.multiply %4730, %arg428 : tensor<512x128xf32>
    %cst_1329 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4732 = stablehlo.broadcast_in_dim %cst_1329, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4733 = stablehlo.multiply %4732, %1727 : tensor<512x128xf32>
    %4734 = stablehlo.multiply %4733, %1727 : tensor<512x128xf32>
    %4735 = stablehlo.add %4731, %4734 : tensor<512x128xf32>
    %cst_1330 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4736 = stablehlo.broadcast_in_dim %cst_1330, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4737 = stablehlo.multiply %4736, %arg429 : tensor<128xf32>
    %cst_1331 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4738 = stablehlo.broadcast_in_dim %cst_1331, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4739 = stablehlo.multiply %4738, %1651 : tensor<128xf32>
    %4740 = stablehlo.multiply %4739, %1651 : tensor<128xf32>
    %4741 = stablehlo.add %4737, %4740 : tensor<128xf32>
    %cst_1332 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4742 = stablehlo.broadcast_in_dim %cst_1332, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4743 = stablehlo.multiply %4742, %arg430 : tensor<128x128xf32>
    %cst_1333 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4744 = stablehlo.broadcast_in_dim %cst_1333, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4745 = stablehlo.multiply %4744, %1653 : tensor<128x128xf32>
    %4746 = stablehlo.multiply %4745, %1653 : tensor<128x128xf32>
    %4747 = stablehlo.add %4743, %4746 : tensor<128x128xf32>
    %cst_1334 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4748 = stablehlo.broadcast_in_dim %cst_1334, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4749 = stablehlo.multiply %4748, %arg431 : tensor<384xf32>
    %cst_1335 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4750 = stablehlo.broadcast_in_dim %cst_1335, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4751 = stablehlo.multiply %4750, %1685 : tensor<384xf32>
    %4752 = stablehlo.multiply %4751, %1685 : tensor<384xf32>
    %4753 = stablehlo.add %4749, %4752 : tensor<384xf32>
    %cst_1336 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4754 = stablehlo.broadcast_in_dim %cst_1336, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4755 = stablehlo.multiply %4754, %arg432 : tensor<128x384xf32>
    %cst_1337 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4756 = stablehlo.broadcast_in_dim %cst_1337, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4757 = stablehlo.multiply %4756, %1687 : tensor<128x384xf32>
    %4758 = stablehlo.multiply %4757, %1687 : tensor<128x384xf32>
    %4759 = stablehlo.add %4755, %4758 : tensor<128x384xf32>
    %cst_1338 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4760 = stablehlo.broadcast_in_dim %cst_1338, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4761 = stablehlo.multiply %4760, %arg433 : tensor<128xf32>
    %cst_1339 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4762 = stablehlo.broadcast_in_dim %cst_1339, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4763 = stablehlo.multiply %4762, %1691 : tensor<128xf32>
    %4764 = stablehlo.multiply %4763, %1691 : tensor<128xf32>
    %4765 = stablehlo.add %4761, %4764 : tensor<128xf32>
    %cst_1340 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4766 = stablehlo.broadcast_in_dim %cst_1340, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4767 = stablehlo.multiply %4766, %arg434 : tensor<128xf32>
    %cst_1341 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4768 = stablehlo.broadcast_in_dim %cst_1341, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4769 = stablehlo.multiply %4768, %1697 : tensor<128xf32>
    %4770 = stablehlo.multiply %4769, %1697 : tensor<128xf32>
    %4771 = stablehlo.add %4767, %4770 : tensor<128xf32>
    %cst_1342 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4772 = stablehlo.broadcast_in_dim %cst_1342, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4773 = stablehlo.multiply %4772, %arg435 : tensor<128xf32>
    %cst_1343 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4774 = stablehlo.broadcast_in_dim %cst_1343, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4775 = stablehlo.multiply %4774, %1617 : tensor<128xf32>
    %4776 = stablehlo.multiply %4775, %1617 : tensor<128xf32>
    %4777 = stablehlo.add %4773, %4776 : tensor<128xf32>
    %cst_1344 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4778 = stablehlo.broadcast_in_dim %cst_1344, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4779 = stablehlo.multiply %4778, %arg436 : tensor<128xf32>
    %cst_1345 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4780 = stablehlo.broadcast_in_dim %cst_1345, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4781 = stablehlo.multiply %4780, %1623 : tensor<128xf32>
    %4782 = stablehlo.multiply %4781, %1623 : tensor<128xf32>
    %4783 = stablehlo.add %4779, %4782 : tensor<128xf32>
    %cst_1346 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4784 = stablehlo.broadcast_in_dim %cst_1346, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4785 = stablehlo.multiply %4784, %arg437 : tensor<512xf32>
    %cst_1347 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4786 = stablehlo.broadcast_in_dim %cst_1347, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4787 = stablehlo.multiply %4786, %1611 : tensor<512xf32>
    %4788 = stablehlo.multiply %4787, %1611 : tensor<512xf32>
    %4789 = stablehlo.add %4785, %4788 : tensor<512xf32>
    %cst_1348 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4790 = stablehlo.broadcast_in_dim %cst_1348, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4791 = stablehlo.multiply %4790, %arg438 : tensor<128x512xf32>
    %cst_1349 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4792 = stablehlo.broadcast_in_dim %cst_1349, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4793 = stablehlo.multiply %4792, %1613 : tensor<128x512xf32>
    %4794 = stablehlo.multiply %4793, %1613 : tensor<128x512xf32>
    %4795 = stablehlo.add %4791, %4794 : tensor<128x512xf32>
    %cst_1350 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4796 = stablehlo.broadcast_in_dim %cst_1350, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4797 = stablehlo.multiply %4796, %arg439 : tensor<128xf32>
    %cst_1351 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4798 = stablehlo.broadcast_in_dim %cst_1351, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4799 = stablehlo.multiply %4798, %1591 : tensor<128xf32>
    %4800 = stablehlo.multiply %4799, %1591 : tensor<128xf32>
    %4801 = stablehlo.add %4797, %4800 : tensor<128xf32>
    %cst_1352 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4802 = stablehlo.broadcast_in_dim %cst_1352, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4803 = stablehlo.multiply %4802, %arg440 : tensor<512x128xf32>
    %cst_1353 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4804 = stablehlo.broadcast_in_dim %cst_1353, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4805 = stablehlo.multiply %4804, %1593 : tensor<512x128xf32>
    %4806 = stablehlo.multiply %4805, %1593 : tensor<512x128xf32>
    %4807 = stablehlo.add %4803, %4806 : tensor<512x128xf32>
    %cst_1354 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4808 = stablehlo.broadcast_in_dim %cst_1354, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4809 = stablehlo.multiply %4808, %arg441 : tensor<128xf32>
    %cst_1355 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4810 = stablehlo.broadcast_in_dim %cst_1355, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4811 = stablehlo.multiply %4810, %1558 : tensor<128xf32>
    %4812 = stablehlo.multiply %4811, %1558 : tensor<128xf32>
    %4813 = stablehlo.add %4809, %4812 : tensor<128xf32>
    %cst_1356 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4814 = stablehlo.broadcast_in_dim %cst_1356, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4815 = stablehlo.multiply %4814, %arg442 : tensor<128xf32>
    %cst_1357 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4816 = stablehlo.broadcast_in_dim %cst_1357, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4817 = stablehlo.multiply %4816, %1564 : tensor<128xf32>
    %4818 = stablehlo.multiply %4817, %1564 : tensor<128xf32>
    %4819 = stablehlo.add %4815, %4818 : tensor<128xf32>
    %cst_1358 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4820 = stablehlo.broadcast_in_dim %cst_1358, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %4821 = stablehlo.multiply %4820, %arg443 : tensor<64x128xf32>
    %cst_1359 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4822 = stablehlo.broadcast_in_dim %cst_1359, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %4823 = stablehlo.multiply %4822, %3199 : tensor<64x128xf32>
    %4824 = stablehlo.multiply %4823, %3199 : tensor<64x128xf32>
    %4825 = stablehlo.add %4821, %4824 : tensor<64x128xf32>
    %cst_1360 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4826 = stablehlo.broadcast_in_dim %cst_1360, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %4827 = stablehlo.multiply %4826, %arg444 : tensor<1024x128xf32>
    %cst_1361 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4828 = stablehlo.broadcast_in_dim %cst_1361, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %4829 = stablehlo.multiply %4828, %3202 : tensor<1024x128xf32>
    %4830 = stablehlo.multiply %4829, %3202 : tensor<1024x128xf32>
    %4831 = stablehlo.add %4827, %4830 : tensor<1024x128xf32>
    %4832 = stablehlo.convert %3203 : (tensor<i32>) -> tensor<f32>
    %cst_1362 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4833 = stablehlo.power %cst_1362, %4832 : tensor<f32>
    %cst_1363 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4834 = stablehlo.subtract %cst_1363, %4833 : tensor<f32>
    %cst_1364 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4835 = stablehlo.divide %cst_1364, %4834 : tensor<f32>
    %cst_1365 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %4836 = stablehlo.power %cst_1365, %4832 : tensor<f32>
    %cst_1366 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4837 = stablehlo.subtract %cst_1366, %4836 : tensor<f32>
    %cst_1367 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4838 = stablehlo.divide %cst_1367, %4837 : tensor<f32>
    %4839 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4840 = stablehlo.multiply %3208, %4839 : tensor<128xf32>
    %4841 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4842 = stablehlo.multiply %3949, %4841 : tensor<128xf32>
    %4843 = stablehlo.sqrt %4842 : tensor<128xf32>
    %cst_1368 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4844 = stablehlo.broadcast_in_dim %cst_1368, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4845 = stablehlo.add %4843, %4844 : tensor<128xf32>
    %4846 = stablehlo.divide %4840, %4845 : tensor<128xf32>
    %cst_1369 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %4847 = stablehlo.broadcast_in_dim %cst_1369, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4848 = stablehlo.multiply %4847, %arg0 : tensor<128xf32>
    %4849 = stablehlo.add %4846, %4848 : tensor<128xf32>
    %cst_1370 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %4850 = stablehlo.broadcast_in_dim %cst_1370, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4851 = stablehlo.multiply %4850, %4849 : tensor<128xf32>
    %4852 = stablehlo.subtract %arg0, %4851 : tensor<128xf32>
    %4853 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4854 = stablehlo.multiply %3213, %4853 : tensor<128x128xf32>
    %4855 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4856 = stablehlo.multiply %3955, %4855 : tensor<128x128xf32>
    %4857 = stablehlo.sqrt %4856 : tensor<128x128xf32>
    %cst_1371 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4858 = stablehlo.broadcast_in_dim %cst_1371, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4859 = stablehlo.add %4857, %4858 : tensor<128x128xf32>
    %4860 = stablehlo.divide %4854, %4859 : tensor<128x128xf32>
    %cst_1372 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %4861 = stablehlo.broadcast_in_dim %cst_1372, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4862 = stablehlo.multiply %4861, %arg1 : tensor<128x128xf32>
    %4863 = stablehlo.add %4860, %4862 : tensor<128x128xf32>
    %cst_1373 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %4864 = stablehlo.broadcast_in_dim %cst_1373, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %4865 = stablehlo.multiply %4864, %4863 : tensor<128x128xf32>
    %4866 = stablehlo.subtract %arg1, %4865 : tensor<128x128xf32>
    %4867 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4868 = stablehlo.multiply %3218, %4867 : tensor<384xf32>
    %4869 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4870 = stablehlo.multiply %3961, %4869 : tensor<384xf32>
    %4871 = stablehlo.sqrt %4870 : tensor<384xf32>
    %cst_1374 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4872 = stablehlo.broadcast_in_dim %cst_1374, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4873 = stablehlo.add %4871, %4872 : tensor<384xf32>
    %4874 = stablehlo.divide %4868, %4873 : tensor<384xf32>
    %cst_1375 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %4875 = stablehlo.broadcast_in_dim %cst_1375, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4876 = stablehlo.multiply %4875, %arg2 : tensor<384xf32>
    %4877 = stablehlo.add %4874, %4876 : tensor<384xf32>
    %cst_1376 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %4878 = stablehlo.broadcast_in_dim %cst_1376, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %4879 = stablehlo.multiply %4878, %4877 : tensor<384xf32>
    %4880 = stablehlo.subtract %arg2, %4879 : tensor<384xf32>
    %4881 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4882 = stablehlo.multiply %3223, %4881 : tensor<128x384xf32>
    %4883 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4884 = stablehlo.multiply %3967, %4883 : tensor<128x384xf32>
    %4885 = stablehlo.sqrt %4884 : tensor<128x384xf32>
    %cst_1377 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4886 = stablehlo.broadcast_in_dim %cst_1377, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4887 = stablehlo.add %4885, %4886 : tensor<128x384xf32>
    %4888 = stablehlo.divide %4882, %4887 : tensor<128x384xf32>
    %cst_1378 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %4889 = stablehlo.broadcast_in_dim %cst_1378, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4890 = stablehlo.multiply %4889, %arg3 : tensor<128x384xf32>
    %4891 = stablehlo.add %4888, %4890 : tensor<128x384xf32>
    %cst_1379 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %4892 = stablehlo.broadcast_in_dim %cst_1379, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %4893 = stablehlo.multiply %4892, %4891 : tensor<128x384xf32>
    %4894 = stablehlo.subtract %arg3, %4893 : tensor<128x384xf32>
    %4895 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4896 = stablehlo.multiply %3228, %4895 : tensor<128xf32>
    %4897 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4898 = stablehlo.multiply %3973, %4897 : tensor<128xf32>
    %4899 = stablehlo.sqrt %4898 : tensor<128xf32>
    %cst_1380 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4900 = stablehlo.broadcast_in_dim %cst_1380, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4901 = stablehlo.add %4899, %4900 : tensor<128xf32>
    %4902 = stablehlo.divide %4896, %4901 : tensor<128xf32>
    %cst_1381 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %4903 = stablehlo.broadcast_in_dim %cst_1381, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4904 = stablehlo.multiply %4903, %arg4 : tensor<128xf32>
    %4905 = stablehlo.add %4902, %4904 : tensor<128xf32>
    %cst_1382 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %4906 = stablehlo.broadcast_in_dim %cst_1382, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4907 = stablehlo.multiply %4906, %4905 : tensor<128xf32>
    %4908 = stablehlo.subtract %arg4, %4907 : tensor<128xf32>
    %4909 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4910 = stablehlo.multiply %3233, %4909 : tensor<128xf32>
    %4911 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4912 = stablehlo.multiply %3979, %4911 : tensor<128xf32>
    %4913 = stablehlo.sqrt %4912 : tensor<128xf32>
    %cst_1383 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4914 = stablehlo.broadcast_in_dim %cst_1383, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4915 = stablehlo.add %4913, %4914 : tensor<128xf32>
    %4916 = stablehlo.divide %4910, %4915 : tensor<128xf32>
    %cst_1384 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %4917 = stablehlo.broadcast_in_dim %cst_1384, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4918 = stablehlo.multiply %4917, %arg5 : tensor<128xf32>
    %4919 = stablehlo.add %4916, %4918 : tensor<128xf32>
    %cst_1385 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %4920 = stablehlo.broadcast_in_dim %cst_1385, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4921 = stablehlo.multiply %4920, %4919 : tensor<128xf32>
    %4922 = stablehlo.subtract %arg5, %4921 : tensor<128xf32>
    %4923 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4924 = stablehlo.multiply %3238, %4923 : tensor<128xf32>
    %4925 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4926 = stablehlo.multiply %3985, %4925 : tensor<128xf32>
    %4927 = stablehlo.sqrt %4926 : tensor<128xf32>
    %cst_1386 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4928 = stablehlo.broadcast_in_dim %cst_1386, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4929 = stablehlo.add %4927, %4928 : tensor<128xf32>
    %4930 = stablehlo.divide %4924, %4929 : tensor<128xf32>
    %cst_1387 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %4931 = stablehlo.broadcast_in_dim %cst_1387, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4932 = stablehlo.multiply %4931, %arg6 : tensor<128xf32>
    %4933 = stablehlo.add %4930, %4932 : tensor<128xf32>
    %cst_1388 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %4934 = stablehlo.broadcast_in_dim %cst_1388, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4935 = stablehlo.multiply %4934, %4933 : tensor<128xf32>
    %4936 = stablehlo.subtract %arg6, %4935 : tensor<128xf32>
    %4937 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4938 = stablehlo.multiply %3243, %4937 : tensor<128xf32>
    %4939 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4940 = stablehlo.multiply %3991, %4939 : tensor<128xf32>
    %4941 = stablehlo.sqrt %4940 : tensor<128xf32>
    %cst_1389 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4942 = stablehlo.broadcast_in_dim %cst_1389, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4943 = stablehlo.add %4941, %4942 : tensor<128xf32>
    %4944 = stablehlo.divide %4938, %4943 : tensor<128xf32>
    %cst_1390 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %4945 = stablehlo.broadcast_in_dim %cst_1390, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4946 = stablehlo.multiply %4945, %arg7 : tensor<128xf32>
    %4947 = stablehlo.add %4944, %4946 : tensor<128xf32>
    %cst_1391 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %4948 = stablehlo.broadcast_in_dim %cst_1391, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4949 = stablehlo.multiply %4948, %4947 : tensor<128xf32>
    %4950 = stablehlo.subtract %arg7, %4949 : tensor<128xf32>
    %4951 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4952 = stablehlo.multiply %3248, %4951 : tensor<512xf32>
    %4953 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4954 = stablehlo.multiply %3997, %4953 : tensor<512xf32>
    %4955 = stablehlo.sqrt %4954 : tensor<512xf32>
    %cst_1392 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4956 = stablehlo.broadcast_in_dim %cst_1392, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4957 = stablehlo.add %4955, %4956 : tensor<512xf32>
    %4958 = stablehlo.divide %4952, %4957 : tensor<512xf32>
    %cst_1393 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %4959 = stablehlo.broadcast_in_dim %cst_1393, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4960 = stablehlo.multiply %4959, %arg8 : tensor<512xf32>
    %4961 = stablehlo.add %4958, %4960 : tensor<512xf32>
    %cst_1394 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %4962 = stablehlo.broadcast_in_dim %cst_1394, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4963 = stablehlo.multiply %4962, %4961 : tensor<512xf32>
    %4964 = stablehlo.subtract %arg8, %4963 : tensor<512xf32>
    %4965 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4966 = stablehlo.multiply %3253, %4965 : tensor<128x512xf32>
    %4967 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4968 = stablehlo.multiply %4003, %4967 : tensor<128x512xf32>
    %4969 = stablehlo.sqrt %4968 : tensor<128x512xf32>
    %cst_1395 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4970 = stablehlo.broadcast_in_dim %cst_1395, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4971 = stablehlo.add %4969, %4970 : tensor<128x512xf32>
    %4972 = stablehlo.divide %4966, %4971 : tensor<128x512xf32>
    %cst_1396 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %4973 = stablehlo.broadcast_in_dim %cst_1396, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4974 = stablehlo.multiply %4973, %arg9 : tensor<128x512xf32>
    %4975 = stablehlo.add %4972, %4974 : tensor<128x512xf32>
    %cst_1397 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %4976 = stablehlo.broadcast_in_dim %cst_1397, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %4977 = stablehlo.multiply %4976, %4975 : tensor<128x512xf32>
    %4978 = stablehlo.subtract %arg9, %4977 : tensor<128x512xf32>
    %4979 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4980 = stablehlo.multiply %3258, %4979 : tensor<128xf32>
    %4981 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4982 = stablehlo.multiply %4009, %4981 : tensor<128xf32>
    %4983 = stablehlo.sqrt %4982 : tensor<128xf32>
    %cst_1398 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4984 = stablehlo.broadcast_in_dim %cst_1398, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4985 = stablehlo.add %4983, %4984 : tensor<128xf32>
    %4986 = stablehlo.divide %4980, %4985 : tensor<128xf32>
    %cst_1399 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %4987 = stablehlo.broadcast_in_dim %cst_1399, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4988 = stablehlo.multiply %4987, %arg10 : tensor<128xf32>
    %4989 = stablehlo.add %4986, %4988 : tensor<128xf32>
    %cst_1400 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %4990 = stablehlo.broadcast_in_dim %cst_1400, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %4991 = stablehlo.multiply %4990, %4989 : tensor<128xf32>
    %4992 = stablehlo.subtract %arg10, %4991 : tensor<128xf32>
    %4993 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4994 = stablehlo.multiply %3263, %4993 : tensor<512x128xf32>
    %4995 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4996 = stablehlo.multiply %4015, %4995 : tensor<512x128xf32>
    %4997 = stablehlo.sqrt %4996 : tensor<512x128xf32>
    %cst_1401 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4998 = stablehlo.broadcast_in_dim %cst_1401, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %4999 = stablehlo.add %4997, %4998 : tensor<512x128xf32>
    %5000 = stablehlo.divide %4994, %4999 : tensor<512x128xf32>
    %cst_1402 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5001 = stablehlo.broadcast_in_dim %cst_1402, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5002 = stablehlo.multiply %5001, %arg11 : tensor<512x128xf32>
    %5003 = stablehlo.add %5000, %5002 : tensor<512x128xf32>
    %cst_1403 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5004 = stablehlo.broadcast_in_dim %cst_1403, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5005 = stablehlo.multiply %5004, %5003 : tensor<512x128xf32>
    %5006 = stablehlo.subtract %arg11, %5005 : tensor<512x128xf32>
    %5007 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5008 = stablehlo.multiply %3268, %5007 : tensor<128xf32>
    %5009 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5010 = stablehlo.multiply %4021, %5009 : tensor<128xf32>
    %5011 = stablehlo.sqrt %5010 : tensor<128xf32>
    %cst_1404 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5012 = stablehlo.broadcast_in_dim %cst_1404, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5013 = stablehlo.add %5011, %5012 : tensor<128xf32>
    %5014 = stablehlo.divide %5008, %5013 : tensor<128xf32>
    %cst_1405 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5015 = stablehlo.broadcast_in_dim %cst_1405, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5016 = stablehlo.multiply %5015, %arg12 : tensor<128xf32>
    %5017 = stablehlo.add %5014, %5016 : tensor<128xf32>
    %cst_1406 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5018 = stablehlo.broadcast_in_dim %cst_1406, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5019 = stablehlo.multiply %5018, %5017 : tensor<128xf32>
    %5020 = stablehlo.subtract %arg12, %5019 : tensor<128xf32>
    %5021 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5022 = stablehlo.multiply %3273, %5021 : tensor<128x128xf32>
    %5023 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5024 = stablehlo.multiply %4027, %5023 : tensor<128x128xf32>
    %5025 = stablehlo.sqrt %5024 : tensor<128x128xf32>
    %cst_1407 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5026 = stablehlo.broadcast_in_dim %cst_1407, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5027 = stablehlo.add %5025, %5026 : tensor<128x128xf32>
    %5028 = stablehlo.divide %5022, %5027 : tensor<128x128xf32>
    %cst_1408 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5029 = stablehlo.broadcast_in_dim %cst_1408, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5030 = stablehlo.multiply %5029, %arg13 : tensor<128x128xf32>
    %5031 = stablehlo.add %5028, %5030 : tensor<128x128xf32>
    %cst_1409 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5032 = stablehlo.broadcast_in_dim %cst_1409, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5033 = stablehlo.multiply %5032, %5031 : tensor<128x128xf32>
    %5034 = stablehlo.subtract %arg13, %5033 : tensor<128x128xf32>
    %5035 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5036 = stablehlo.multiply %3278, %5035 : tensor<384xf32>
    %5037 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5038 = stablehlo.multiply %4033, %5037 : tensor<384xf32>
    %5039 = stablehlo.sqrt %5038 : tensor<384xf32>
    %cst_1410 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5040 = stablehlo.broadcast_in_dim %cst_1410, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5041 = stablehlo.add %5039, %5040 : tensor<384xf32>
    %5042 = stablehlo.divide %5036, %5041 : tensor<384xf32>
    %cst_1411 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5043 = stablehlo.broadcast_in_dim %cst_1411, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5044 = stablehlo.multiply %5043, %arg14 : tensor<384xf32>
    %5045 = stablehlo.add %5042, %5044 : tensor<384xf32>
    %cst_1412 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5046 = stablehlo.broadcast_in_dim %cst_1412, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5047 = stablehlo.multiply %5046, %5045 : tensor<384xf32>
    %5048 = stablehlo.subtract %arg14, %5047 : tensor<384xf32>
    %5049 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5050 = stablehlo.multiply %3283, %5049 : tensor<128x384xf32>
    %5051 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5052 = stablehlo.multiply %4039, %5051 : tensor<128x384xf32>
    %5053 = stablehlo.sqrt %5052 : tensor<128x384xf32>
    %cst_1413 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5054 = stablehlo.broadcast_in_dim %cst_1413, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5055 = stablehlo.add %5053, %5054 : tensor<128x384xf32>
    %5056 = stablehlo.divide %5050, %5055 : tensor<128x384xf32>
    %cst_1414 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5057 = stablehlo.broadcast_in_dim %cst_1414, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5058 = stablehlo.multiply %5057, %arg15 : tensor<128x384xf32>
    %5059 = stablehlo.add %5056, %5058 : tensor<128x384xf32>
    %cst_1415 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5060 = stablehlo.broadcast_in_dim %cst_1415, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5061 = stablehlo.multiply %5060, %5059 : tensor<128x384xf32>
    %5062 = stablehlo.subtract %arg15, %5061 : tensor<128x384xf32>
    %5063 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5064 = stablehlo.multiply %3288, %5063 : tensor<128xf32>
    %5065 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5066 = stablehlo.multiply %4045, %5065 : tensor<128xf32>
    %5067 = stablehlo.sqrt %5066 : tensor<128xf32>
    %cst_1416 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5068 = stablehlo.broadcast_in_dim %cst_1416, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5069 = stablehlo.add %5067, %5068 : tensor<128xf32>
    %5070 = stablehlo.divide %5064, %5069 : tensor<128xf32>
    %cst_1417 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5071 = stablehlo.broadcast_in_dim %cst_1417, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5072 = stablehlo.multiply %5071, %arg16 : tensor<128xf32>
    %5073 = stablehlo.add %5070, %5072 : tensor<128xf32>
    %cst_1418 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5074 = stablehlo.broadcast_in_dim %cst_1418, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5075 = stablehlo.multiply %5074, %5073 : tensor<128xf32>
    %5076 = stablehlo.subtract %arg16, %5075 : tensor<128xf32>
    %5077 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5078 = stablehlo.multiply %3293, %5077 : tensor<128xf32>
    %5079 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5080 = stablehlo.multiply %4051, %5079 : tensor<128xf32>
    %5081 = stablehlo.sqrt %5080 : tensor<128xf32>
    %cst_1419 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5082 = stablehlo.broadcast_in_dim %cst_1419, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5083 = stablehlo.add %5081, %5082 : tensor<128xf32>
    %5084 = stablehlo.divide %5078, %5083 : tensor<128xf32>
    %cst_1420 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5085 = stablehlo.broadcast_in_dim %cst_1420, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5086 = stablehlo.multiply %5085, %arg17 : tensor<128xf32>
    %5087 = stablehlo.add %5084, %5086 : tensor<128xf32>
    %cst_1421 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5088 = stablehlo.broadcast_in_dim %cst_1421, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5089 = stablehlo.multiply %5088, %5087 : tensor<128xf32>
    %5090 = stablehlo.subtract %arg17, %5089 : tensor<128xf32>
    %5091 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5092 = stablehlo.multiply %3298, %5091 : tensor<128xf32>
    %5093 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5094 = stablehlo.multiply %4057, %5093 : tensor<128xf32>
    %5095 = stablehlo.sqrt %5094 : tensor<128xf32>
    %cst_1422 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5096 = stablehlo.broadcast_in_dim %cst_1422, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5097 = stablehlo.add %5095, %5096 : tensor<128xf32>
    %5098 = stablehlo.divide %5092, %5097 : tensor<128xf32>
    %cst_1423 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5099 = stablehlo.broadcast_in_dim %cst_1423, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5100 = stablehlo.multiply %5099, %arg18 : tensor<128xf32>
    %5101 = stablehlo.add %5098, %5100 : tensor<128xf32>
    %cst_1424 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5102 = stablehlo.broadcast_in_dim %cst_1424, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5103 = stablehlo.multiply %5102, %5101 : tensor<128xf32>
    %5104 = stablehlo.subtract %arg18, %5103 : tensor<128xf32>
    %5105 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5106 = stablehlo.multiply %3303, %5105 : tensor<128xf32>
    %5107 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5108 = stablehlo.multiply %4063, %5107 : tensor<128xf32>
    %5109 = stablehlo.sqrt %5108 : tensor<128xf32>
    %cst_1425 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5110 = stablehlo.broadcast_in_dim %cst_1425, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5111 = stablehlo.add %5109, %5110 : tensor<128xf32>
    %5112 = stablehlo.divide %5106, %5111 : tensor<128xf32>
    %cst_1426 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5113 = stablehlo.broadcast_in_dim %cst_1426, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5114 = stablehlo.multiply %5113, %arg19 : tensor<128xf32>
    %5115 = stablehlo.add %5112, %5114 : tensor<128xf32>
    %cst_1427 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5116 = stablehlo.broadcast_in_dim %cst_1427, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5117 = stablehlo.multiply %5116, %5115 : tensor<128xf32>
    %5118 = stablehlo.subtract %arg19, %5117 : tensor<128xf32>
    %5119 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5120 = stablehlo.multiply %3308, %5119 : tensor<512xf32>
    %5121 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5122 = stablehlo.multiply %4069, %5121 : tensor<512xf32>
    %5123 = stablehlo.sqrt %5122 : tensor<512xf32>
    %cst_1428 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5124 = stablehlo.broadcast_in_dim %cst_1428, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5125 = stablehlo.add %5123, %5124 : tensor<512xf32>
    %5126 = stablehlo.divide %5120, %5125 : tensor<512xf32>
    %cst_1429 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5127 = stablehlo.broadcast_in_dim %cst_1429, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5128 = stablehlo.multiply %5127, %arg20 : tensor<512xf32>
    %5129 = stablehlo.add %5126, %5128 : tensor<512xf32>
    %cst_1430 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5130 = stablehlo.broadcast_in_dim %cst_1430, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5131 = stablehlo.multiply %5130, %5129 : tensor<512xf32>
    %5132 = stablehlo.subtract %arg20, %5131 : tensor<512xf32>
    %5133 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5134 = stablehlo.multiply %3313, %5133 : tensor<128x512xf32>
    %5135 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5136 = stablehlo.multiply %4075, %5135 : tensor<128x512xf32>
    %5137 = stablehlo.sqrt %5136 : tensor<128x512xf32>
    %cst_1431 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5138 = stablehlo.broadcast_in_dim %cst_1431, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5139 = stablehlo.add %5137, %5138 : tensor<128x512xf32>
    %5140 = stablehlo.divide %5134, %5139 : tensor<128x512xf32>
    %cst_1432 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5141 = stablehlo.broadcast_in_dim %cst_1432, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5142 = stablehlo.multiply %5141, %arg21 : tensor<128x512xf32>
    %5143 = stablehlo.add %5140, %5142 : tensor<128x512xf32>
    %cst_1433 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5144 = stablehlo.broadcast_in_dim %cst_1433, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5145 = stablehlo.multiply %5144, %5143 : tensor<128x512xf32>
    %5146 = stablehlo.subtract %arg21, %5145 : tensor<128x512xf32>
    %5147 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5148 = stablehlo.multiply %3318, %5147 : tensor<128xf32>
    %5149 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5150 = stablehlo.multiply %4081, %5149 : tensor<128xf32>
    %5151 = stablehlo.sqrt %5150 : tensor<128xf32>
    %cst_1434 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5152 = stablehlo.broadcast_in_dim %cst_1434, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5153 = stablehlo.add %5151, %5152 : tensor<128xf32>
    %5154 = stablehlo.divide %5148, %5153 : tensor<128xf32>
    %cst_1435 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5155 = stablehlo.broadcast_in_dim %cst_1435, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5156 = stablehlo.multiply %5155, %arg22 : tensor<128xf32>
    %5157 = stablehlo.add %5154, %5156 : tensor<128xf32>
    %cst_1436 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5158 = stablehlo.broadcast_in_dim %cst_1436, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5159 = stablehlo.multiply %5158, %5157 : tensor<128xf32>
    %5160 = stablehlo.subtract %arg22, %5159 : tensor<128xf32>
    %5161 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5162 = stablehlo.multiply %3323, %5161 : tensor<512x128xf32>
    %5163 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5164 = stablehlo.multiply %4087, %5163 : tensor<512x128xf32>
    %5165 = stablehlo.sqrt %5164 : tensor<512x128xf32>
    %cst_1437 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5166 = stablehlo.broadcast_in_dim %cst_1437, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5167 = stablehlo.add %5165, %5166 : tensor<512x128xf32>
    %5168 = stablehlo.divide %5162, %5167 : tensor<512x128xf32>
    %cst_1438 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5169 = stablehlo.broadcast_in_dim %cst_1438, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5170 = stablehlo.multiply %5169, %arg23 : tensor<512x128xf32>
    %5171 = stablehlo.add %5168, %5170 : tensor<512x128xf32>
    %cst_1439 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5172 = stablehlo.broadcast_in_dim %cst_1439, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5173 = stablehlo.multiply %5172, %5171 : tensor<512x128xf32>
    %5174 = stablehlo.subtract %arg23, %5173 : tensor<512x128xf32>
    %5175 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5176 = stablehlo.multiply %3328, %5175 : tensor<128xf32>
    %5177 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5178 = stablehlo.multiply %4093, %5177 : tensor<128xf32>
    %5179 = stablehlo.sqrt %5178 : tensor<128xf32>
    %cst_1440 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5180 = stablehlo.broadcast_in_dim %cst_1440, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5181 = stablehlo.add %5179, %5180 : tensor<128xf32>
    %5182 = stablehlo.divide %5176, %5181 : tensor<128xf32>
    %cst_1441 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5183 = stablehlo.broadcast_in_dim %cst_1441, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5184 = stablehlo.multiply %5183, %arg24 : tensor<128xf32>
    %5185 = stablehlo.add %5182, %5184 : tensor<128xf32>
    %cst_1442 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5186 = stablehlo.broadcast_in_dim %cst_1442, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5187 = stablehlo.multiply %5186, %5185 : tensor<128xf32>
    %5188 = stablehlo.subtract %arg24, %5187 : tensor<128xf32>
    %5189 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5190 = stablehlo.multiply %3333, %5189 : tensor<128x128xf32>
    %5191 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5192 = stablehlo.multiply %4099, %5191 : tensor<128x128xf32>
    %5193 = stablehlo.sqrt %5192 : tensor<128x128xf32>
    %cst_1443 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5194 = stablehlo.broadcast_in_dim %cst_1443, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5195 = stablehlo.add %5193, %5194 : tensor<128x128xf32>
    %5196 = stablehlo.divide %5190, %5195 : tensor<128x128xf32>
    %cst_1444 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5197 = stablehlo.broadcast_in_dim %cst_1444, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5198 = stablehlo.multiply %5197, %arg25 : tensor<128x128xf32>
    %5199 = stablehlo.add %5196, %5198 : tensor<128x128xf32>
    %cst_1445 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5200 = stablehlo.broadcast_in_dim %cst_1445, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5201 = stablehlo.multiply %5200, %5199 : tensor<128x128xf32>
    %5202 = stablehlo.subtract %arg25, %5201 : tensor<128x128xf32>
    %5203 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5204 = stablehlo.multiply %3338, %5203 : tensor<384xf32>
    %5205 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5206 = stablehlo.multiply %4105, %5205 : tensor<384xf32>
    %5207 = stablehlo.sqrt %5206 : tensor<384xf32>
    %cst_1446 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5208 = stablehlo.broadcast_in_dim %cst_1446, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5209 = stablehlo.add %5207, %5208 : tensor<384xf32>
    %5210 = stablehlo.divide %5204, %5209 : tensor<384xf32>
    %cst_1447 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5211 = stablehlo.broadcast_in_dim %cst_1447, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5212 = stablehlo.multiply %5211, %arg26 : tensor<384xf32>
    %5213 = stablehlo.add %5210, %5212 : tensor<384xf32>
    %cst_1448 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5214 = stablehlo.broadcast_in_dim %cst_1448, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5215 = stablehlo.multiply %5214, %5213 : tensor<384xf32>
    %5216 = stablehlo.subtract %arg26, %5215 : tensor<384xf32>
    %5217 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5218 = stablehlo.multiply %3343, %5217 : tensor<128x384xf32>
    %5219 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5220 = stablehlo.multiply %4111, %5219 : tensor<128x384xf32>
    %5221 = stablehlo.sqrt %5220 : tensor<128x384xf32>
    %cst_1449 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5222 = stablehlo.broadcast_in_dim %cst_1449, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5223 = stablehlo.add %5221, %5222 : tensor<128x384xf32>
    %5224 = stablehlo.divide %5218, %5223 : tensor<128x384xf32>
    %cst_1450 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5225 = stablehlo.broadcast_in_dim %cst_1450, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5226 = stablehlo.multiply %5225, %arg27 : tensor<128x384xf32>
    %5227 = stablehlo.add %5224, %5226 : tensor<128x384xf32>
    %cst_1451 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5228 = stablehlo.broadcast_in_dim %cst_1451, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5229 = stablehlo.multiply %5228, %5227 : tensor<128x384xf32>
    %5230 = stablehlo.subtract %arg27, %5229 : tensor<128x384xf32>
    %5231 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5232 = stablehlo.multiply %3348, %5231 : tensor<128xf32>
    %5233 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5234 = stablehlo.multiply %4117, %5233 : tensor<128xf32>
    %5235 = stablehlo.sqrt %5234 : tensor<128xf32>
    %cst_1452 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5236 = stablehlo.broadcast_in_dim %cst_1452, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5237 = stablehlo.add %5235, %5236 : tensor<128xf32>
    %5238 = stablehlo.divide %5232, %5237 : tensor<128xf32>
    %cst_1453 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5239 = stablehlo.broadcast_in_dim %cst_1453, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5240 = stablehlo.multiply %5239, %arg28 : tensor<128xf32>
    %5241 = stablehlo.add %5238, %5240 : tensor<128xf32>
    %cst_1454 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5242 = stablehlo.broadcast_in_dim %cst_1454, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5243 = stablehlo.multiply %5242, %5241 : tensor<128xf32>
    %5244 = stablehlo.subtract %arg28, %5243 : tensor<128xf32>
    %5245 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5246 = stablehlo.multiply %3353, %5245 : tensor<128xf32>
    %5247 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5248 = stablehlo.multiply %4123, %5247 : tensor<128xf32>
    %5249 = stablehlo.sqrt %5248 : tensor<128xf32>
    %cst_1455 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5250 = stablehlo.broadcast_in_dim %cst_1455, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5251 = stablehlo.add %5249, %5250 : tensor<128xf32>
    %5252 = stablehlo.divide %5246, %5251 : tensor<128xf32>
    %cst_1456 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5253 = stablehlo.broadcast_in_dim %cst_1456, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5254 = stablehlo.multiply %5253, %arg29 : tensor<128xf32>
    %5255 = stablehlo.add %5252, %5254 : tensor<128xf32>
    %cst_1457 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5256 = stablehlo.broadcast_in_dim %cst_1457, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5257 = stablehlo.multiply %5256, %5255 : tensor<128xf32>
    %5258 = stablehlo.subtract %arg29, %5257 : tensor<128xf32>
    %5259 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5260 = stablehlo.multiply %3358, %5259 : tensor<128xf32>
    %5261 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5262 = stablehlo.multiply %4129, %5261 : tensor<128xf32>
    %5263 = stablehlo.sqrt %5262 : tensor<128xf32>
    %cst_1458 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5264 = stablehlo.broadcast_in_dim %cst_1458, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5265 = stablehlo.add %5263, %5264 : tensor<128xf32>
    %5266 = stablehlo.divide %5260, %5265 : tensor<128xf32>
    %cst_1459 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5267 = stablehlo.broadcast_in_dim %cst_1459, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5268 = stablehlo.multiply %5267, %arg30 : tensor<128xf32>
    %5269 = stablehlo.add %5266, %5268 : tensor<128xf32>
    %cst_1460 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5270 = stablehlo.broadcast_in_dim %cst_1460, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5271 = stablehlo.multiply %5270, %5269 : tensor<128xf32>
    %5272 = stablehlo.subtract %arg30, %5271 : tensor<128xf32>
    %5273 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5274 = stablehlo.multiply %3363, %5273 : tensor<128xf32>
    %5275 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5276 = stablehlo.multiply %4135, %5275 : tensor<128xf32>
    %5277 = stablehlo.sqrt %5276 : tensor<128xf32>
    %cst_1461 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5278 = stablehlo.broadcast_in_dim %cst_1461, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5279 = stablehlo.add %5277, %5278 : tensor<128xf32>
    %5280 = stablehlo.divide %5274, %5279 : tensor<128xf32>
    %cst_1462 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5281 = stablehlo.broadcast_in_dim %cst_1462, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5282 = stablehlo.multiply %5281, %arg31 : tensor<128xf32>
    %5283 = stablehlo.add %5280, %5282 : tensor<128xf32>
    %cst_1463 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5284 = stablehlo.broadcast_in_dim %cst_1463, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5285 = stablehlo.multiply %5284, %5283 : tensor<128xf32>
    %5286 = stablehlo.subtract %arg31, %5285 : tensor<128xf32>
    %5287 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5288 = stablehlo.multiply %3368, %5287 : tensor<512xf32>
    %5289 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5290 = stablehlo.multiply %4141, %5289 : tensor<512xf32>
    %5291 = stablehlo.sqrt %5290 : tensor<512xf32>
    %cst_1464 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5292 = stablehlo.broadcast_in_dim %cst_1464, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5293 = stablehlo.add %5291, %5292 : tensor<512xf32>
    %5294 = stablehlo.divide %5288, %5293 : tensor<512xf32>
    %cst_1465 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5295 = stablehlo.broadcast_in_dim %cst_1465, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5296 = stablehlo.multiply %5295, %arg32 : tensor<512xf32>
    %5297 = stablehlo.add %5294, %5296 : tensor<512xf32>
    %cst_1466 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5298 = stablehlo.broadcast_in_dim %cst_1466, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5299 = stablehlo.multiply %5298, %5297 : tensor<512xf32>
    %5300 = stablehlo.subtract %arg32, %5299 : tensor<512xf32>
    %5301 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5302 = stablehlo.multiply %3373, %5301 : tensor<128x512xf32>
    %5303 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5304 = stablehlo.multiply %4147, %5303 : tensor<128x512xf32>
    %5305 = stablehlo.sqrt %5304 : tensor<128x512xf32>
    %cst_1467 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5306 = stablehlo.broadcast_in_dim %cst_1467, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5307 = stablehlo.add %5305, %5306 : tensor<128x512xf32>
    %5308 = stablehlo.divide %5302, %5307 : tensor<128x512xf32>
    %cst_1468 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5309 = stablehlo.broadcast_in_dim %cst_1468, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5310 = stablehlo.multiply %5309, %arg33 : tensor<128x512xf32>
    %5311 = stablehlo.add %5308, %5310 : tensor<128x512xf32>
    %cst_1469 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5312 = stablehlo.broadcast_in_dim %cst_1469, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5313 = stablehlo.multiply %5312, %5311 : tensor<128x512xf32>
    %5314 = stablehlo.subtract %arg33, %5313 : tensor<128x512xf32>
    %5315 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5316 = stablehlo.multiply %3378, %5315 : tensor<128xf32>
    %5317 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5318 = stablehlo.multiply %4153, %5317 : tensor<128xf32>
    %5319 = stablehlo.sqrt %5318 : tensor<128xf32>
    %cst_1470 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5320 = stablehlo.broadcast_in_dim %cst_1470, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5321 = stablehlo.add %5319, %5320 : tensor<128xf32>
    %5322 = stablehlo.divide %5316, %5321 : tensor<128xf32>
    %cst_1471 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5323 = stablehlo.broadcast_in_dim %cst_1471, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5324 = stablehlo.multiply %5323, %arg34 : tensor<128xf32>
    %5325 = stablehlo.add %5322, %5324 : tensor<128xf32>
    %cst_1472 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5326 = stablehlo.broadcast_in_dim %cst_1472, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5327 = stablehlo.multiply %5326, %5325 : tensor<128xf32>
    %5328 = stablehlo.subtract %arg34, %5327 : tensor<128xf32>
    %5329 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5330 = stablehlo.multiply %3383, %5329 : tensor<512x128xf32>
    %5331 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5332 = stablehlo.multiply %4159, %5331 : tensor<512x128xf32>
    %5333 = stablehlo.sqrt %5332 : tensor<512x128xf32>
    %cst_1473 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5334 = stablehlo.broadcast_in_dim %cst_1473, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5335 = stablehlo.add %5333, %5334 : tensor<512x128xf32>
    %5336 = stablehlo.divide %5330, %5335 : tensor<512x128xf32>
    %cst_1474 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5337 = stablehlo.broadcast_in_dim %cst_1474, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5338 = stablehlo.multiply %5337, %arg35 : tensor<512x128xf32>
    %5339 = stablehlo.add %5336, %5338 : tensor<512x128xf32>
    %cst_1475 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5340 = stablehlo.broadcast_in_dim %cst_1475, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5341 = stablehlo.multiply %5340, %5339 : tensor<512x128xf32>
    %5342 = stablehlo.subtract %arg35, %5341 : tensor<512x128xf32>
    %5343 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5344 = stablehlo.multiply %3388, %5343 : tensor<128xf32>
    %5345 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5346 = stablehlo.multiply %4165, %5345 : tensor<128xf32>
    %5347 = stablehlo.sqrt %5346 : tensor<128xf32>
    %cst_1476 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5348 = stablehlo.broadcast_in_dim %cst_1476, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5349 = stablehlo.add %5347, %5348 : tensor<128xf32>
    %5350 = stablehlo.divide %5344, %5349 : tensor<128xf32>
    %cst_1477 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5351 = stablehlo.broadcast_in_dim %cst_1477, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5352 = stablehlo.multiply %5351, %arg36 : tensor<128xf32>
    %5353 = stablehlo.add %5350, %5352 : tensor<128xf32>
    %cst_1478 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5354 = stablehlo.broadcast_in_dim %cst_1478, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5355 = stablehlo.multiply %5354, %5353 : tensor<128xf32>
    %5356 = stablehlo.subtract %arg36, %5355 : tensor<128xf32>
    %5357 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5358 = stablehlo.multiply %3393, %5357 : tensor<128x128xf32>
    %5359 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5360 = stablehlo.multiply %4171, %5359 : tensor<128x128xf32>
    %5361 = stablehlo.sqrt %5360 : tensor<128x128xf32>
    %cst_1479 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5362 = stablehlo.broadcast_in_dim %cst_1479, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5363 = stablehlo.add %5361, %5362 : tensor<128x128xf32>
    %5364 = stablehlo.divide %5358, %5363 : tensor<128x128xf32>
    %cst_1480 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5365 = stablehlo.broadcast_in_dim %cst_1480, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5366 = stablehlo.multiply %5365, %arg37 : tensor<128x128xf32>
    %5367 = stablehlo.add %5364, %5366 : tensor<128x128xf32>
    %cst_1481 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5368 = stablehlo.broadcast_in_dim %cst_1481, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5369 = stablehlo.multiply %5368, %5367 : tensor<128x128xf32>
    %5370 = stablehlo.subtract %arg37, %5369 : tensor<128x128xf32>
    %5371 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5372 = stablehlo.multiply %3398, %5371 : tensor<384xf32>
    %5373 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5374 = stablehlo.multiply %4177, %5373 : tensor<384xf32>
    %5375 = stablehlo.sqrt %5374 : tensor<384xf32>
    %cst_1482 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5376 = stablehlo.broadcast_in_dim %cst_1482, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5377 = stablehlo.add %5375, %5376 : tensor<384xf32>
    %5378 = stablehlo.divide %5372, %5377 : tensor<384xf32>
    %cst_1483 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5379 = stablehlo.broadcast_in_dim %cst_1483, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5380 = stablehlo.multiply %5379, %arg38 : tensor<384xf32>
    %5381 = stablehlo.add %5378, %5380 : tensor<384xf32>
    %cst_1484 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5382 = stablehlo.broadcast_in_dim %cst_1484, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5383 = stablehlo.multiply %5382, %5381 : tensor<384xf32>
    %5384 = stablehlo.subtract %arg38, %5383 : tensor<384xf32>
    %5385 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5386 = stablehlo.multiply %3403, %5385 : tensor<128x384xf32>
    %5387 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5388 = stablehlo.multiply %4183, %5387 : tensor<128x384xf32>
    %5389 = stablehlo.sqrt %5388 : tensor<128x384xf32>
    %cst_1485 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5390 = stablehlo.broadcast_in_dim %cst_1485, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5391 = stablehlo.add %5389, %5390 : tensor<128x384xf32>
    %5392 = stablehlo.divide %5386, %5391 : tensor<128x384xf32>
    %cst_1486 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5393 = stablehlo.broadcast_in_dim %cst_1486, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5394 = stablehlo.multiply %5393, %arg39 : tensor<128x384xf32>
    %5395 = stablehlo.add %5392, %5394 : tensor<128x384xf32>
    %cst_1487 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5396 = stablehlo.broadcast_in_dim %cst_1487, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5397 = stablehlo.multiply %5396, %5395 : tensor<128x384xf32>
    %5398 = stablehlo.subtract %arg39, %5397 : tensor<128x384xf32>
    %5399 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5400 = stablehlo.multiply %3408, %5399 : tensor<128xf32>
    %5401 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5402 = stablehlo.multiply %4189, %5401 : tensor<128xf32>
    %5403 = stablehlo.sqrt %5402 : tensor<128xf32>
    %cst_1488 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5404 = stablehlo.broadcast_in_dim %cst_1488, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5405 = stablehlo.add %5403, %5404 : tensor<128xf32>
    %5406 = stablehlo.divide %5400, %5405 : tensor<128xf32>
    %cst_1489 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5407 = stablehlo.broadcast_in_dim %cst_1489, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5408 = stablehlo.multiply %5407, %arg40 : tensor<128xf32>
    %5409 = stablehlo.add %5406, %5408 : tensor<128xf32>
    %cst_1490 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5410 = stablehlo.broadcast_in_dim %cst_1490, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5411 = stablehlo.multiply %5410, %5409 : tensor<128xf32>
    %5412 = stablehlo.subtract %arg40, %5411 : tensor<128xf32>
    %5413 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5414 = stablehlo.multiply %3413, %5413 : tensor<128xf32>
    %5415 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5416 = stablehlo.multiply %4195, %5415 : tensor<128xf32>
    %5417 = stablehlo.sqrt %5416 : tensor<128xf32>
    %cst_1491 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5418 = stablehlo.broadcast_in_dim %cst_1491, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5419 = stablehlo.add %5417, %5418 : tensor<128xf32>
    %5420 = stablehlo.divide %5414, %5419 : tensor<128xf32>
    %cst_1492 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5421 = stablehlo.broadcast_in_dim %cst_1492, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5422 = stablehlo.multiply %5421, %arg41 : tensor<128xf32>
    %5423 = stablehlo.add %5420, %5422 : tensor<128xf32>
    %cst_1493 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5424 = stablehlo.broadcast_in_dim %cst_1493, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5425 = stablehlo.multiply %5424, %5423 : tensor<128xf32>
    %5426 = stablehlo.subtract %arg41, %5425 : tensor<128xf32>
    %5427 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5428 = stablehlo.multiply %3418, %5427 : tensor<128xf32>
    %5429 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5430 = stablehlo.multiply %4201, %5429 : tensor<128xf32>
    %5431 = stablehlo.sqrt %5430 : tensor<128xf32>
    %cst_1494 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5432 = stablehlo.broadcast_in_dim %cst_1494, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5433 = stablehlo.add %5431, %5432 : tensor<128xf32>
    %5434 = stablehlo.divide %5428, %5433 : tensor<128xf32>
    %cst_1495 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5435 = stablehlo.broadcast_in_dim %cst_1495, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5436 = stablehlo.multiply %5435, %arg42 : tensor<128xf32>
    %5437 = stablehlo.add %5434, %5436 : tensor<128xf32>
    %cst_1496 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5438 = stablehlo.broadcast_in_dim %cst_1496, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5439 = stablehlo.multiply %5438, %5437 : tensor<128xf32>
    %5440 = stablehlo.subtract %arg42, %5439 : tensor<128xf32>
    %5441 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5442 = stablehlo.multiply %3423, %5441 : tensor<128xf32>
    %5443 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5444 = stablehlo.multiply %4207, %5443 : tensor<128xf32>
    %5445 = stablehlo.sqrt %5444 : tensor<128xf32>
    %cst_1497 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5446 = stablehlo.broadcast_in_dim %cst_1497, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5447 = stablehlo.add %5445, %5446 : tensor<128xf32>
    %5448 = stablehlo.divide %5442, %5447 : tensor<128xf32>
    %cst_1498 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5449 = stablehlo.broadcast_in_dim %cst_1498, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5450 = stablehlo.multiply %5449, %arg43 : tensor<128xf32>
    %5451 = stablehlo.add %5448, %5450 : tensor<128xf32>
    %cst_1499 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5452 = stablehlo.broadcast_in_dim %cst_1499, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5453 = stablehlo.multiply %5452, %5451 : tensor<128xf32>
    %5454 = stablehlo.subtract %arg43, %5453 : tensor<128xf32>
    %5455 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5456 = stablehlo.multiply %3428, %5455 : tensor<512xf32>
    %5457 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5458 = stablehlo.multiply %4213, %5457 : tensor<512xf32>
    %5459 = stablehlo.sqrt %5458 : tensor<512xf32>
    %cst_1500 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5460 = stablehlo.broadcast_in_dim %cst_1500, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5461 = stablehlo.add %5459, %5460 : tensor<512xf32>
    %5462 = stablehlo.divide %5456, %5461 : tensor<512xf32>
    %cst_1501 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5463 = stablehlo.broadcast_in_dim %cst_1501, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5464 = stablehlo.multiply %5463, %arg44 : tensor<512xf32>
    %5465 = stablehlo.add %5462, %5464 : tensor<512xf32>
    %cst_1502 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5466 = stablehlo.broadcast_in_dim %cst_1502, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5467 = stablehlo.multiply %5466, %5465 : tensor<512xf32>
    %5468 = stablehlo.subtract %arg44, %5467 : tensor<512xf32>
    %5469 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5470 = stablehlo.multiply %3433, %5469 : tensor<128x512xf32>
    %5471 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5472 = stablehlo.multiply %4219, %5471 : tensor<128x512xf32>
    %5473 = stablehlo.sqrt %5472 : tensor<128x512xf32>
    %cst_1503 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5474 = stablehlo.broadcast_in_dim %cst_1503, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5475 = stablehlo.add %5473, %5474 : tensor<128x512xf32>
    %5476 = stablehlo.divide %5470, %5475 : tensor<128x512xf32>
    %cst_1504 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5477 = stablehlo.broadcast_in_dim %cst_1504, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5478 = stablehlo.multiply %5477, %arg45 : tensor<128x512xf32>
    %5479 = stablehlo.add %5476, %5478 : tensor<128x512xf32>
    %cst_1505 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5480 = stablehlo.broadcast_in_dim %cst_1505, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5481 = stablehlo.multiply %5480, %5479 : tensor<128x512xf32>
    %5482 = stablehlo.subtract %arg45, %5481 : tensor<128x512xf32>
    %5483 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5484 = stablehlo.multiply %3438, %5483 : tensor<128xf32>
    %5485 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5486 = stablehlo.multiply %4225, %5485 : tensor<128xf32>
    %5487 = stablehlo.sqrt %5486 : tensor<128xf32>
    %cst_1506 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5488 = stablehlo.broadcast_in_dim %cst_1506, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5489 = stablehlo.add %5487, %5488 : tensor<128xf32>
    %5490 = stablehlo.divide %5484, %5489 : tensor<128xf32>
    %cst_1507 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5491 = stablehlo.broadcast_in_dim %cst_1507, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5492 = stablehlo.multiply %5491, %arg46 : tensor<128xf32>
    %5493 = stablehlo.add %5490, %5492 : tensor<128xf32>
    %cst_1508 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5494 = stablehlo.broadcast_in_dim %cst_1508, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5495 = stablehlo.multiply %5494, %5493 : tensor<128xf32>
    %5496 = stablehlo.subtract %arg46, %5495 : tensor<128xf32>
    %5497 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5498 = stablehlo.multiply %3443, %5497 : tensor<512x128xf32>
    %5499 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5500 = stablehlo.multiply %4231, %5499 : tensor<512x128xf32>
    %5501 = stablehlo.sqrt %5500 : tensor<512x128xf32>
    %cst_1509 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5502 = stablehlo.broadcast_in_dim %cst_1509, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5503 = stablehlo.add %5501, %5502 : tensor<512x128xf32>
    %5504 = stablehlo.divide %5498, %5503 : tensor<512x128xf32>
    %cst_1510 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5505 = stablehlo.broadcast_in_dim %cst_1510, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5506 = stablehlo.multiply %5505, %arg47 : tensor<512x128xf32>
    %5507 = stablehlo.add %5504, %5506 : tensor<512x128xf32>
    %cst_1511 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5508 = stablehlo.broadcast_in_dim %cst_1511, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5509 = stablehlo.multiply %5508, %5507 : tensor<512x128xf32>
    %5510 = stablehlo.subtract %arg47, %5509 : tensor<512x128xf32>
    %5511 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5512 = stablehlo.multiply %3448, %5511 : tensor<128xf32>
    %5513 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5514 = stablehlo.multiply %4237, %5513 : tensor<128xf32>
    %5515 = stablehlo.sqrt %5514 : tensor<128xf32>
    %cst_1512 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5516 = stablehlo.broadcast_in_dim %cst_1512, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5517 = stablehlo.add %5515, %5516 : tensor<128xf32>
    %5518 = stablehlo.divide %5512, %5517 : tensor<128xf32>
    %cst_1513 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5519 = stablehlo.broadcast_in_dim %cst_1513, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5520 = stablehlo.multiply %5519, %arg48 : tensor<128xf32>
    %5521 = stablehlo.add %5518, %5520 : tensor<128xf32>
    %cst_1514 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5522 = stablehlo.broadcast_in_dim %cst_1514, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5523 = stablehlo.multiply %5522, %5521 : tensor<128xf32>
    %5524 = stablehlo.subtract %arg48, %5523 : tensor<128xf32>
    %5525 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5526 = stablehlo.multiply %3453, %5525 : tensor<128x128xf32>
    %5527 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5528 = stablehlo.multiply %4243, %5527 : tensor<128x128xf32>
    %5529 = stablehlo.sqrt %5528 : tensor<128x128xf32>
    %cst_1515 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5530 = stablehlo.broadcast_in_dim %cst_1515, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5531 = stablehlo.add %5529, %5530 : tensor<128x128xf32>
    %5532 = stablehlo.divide %5526, %5531 : tensor<128x128xf32>
    %cst_1516 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5533 = stablehlo.broadcast_in_dim %cst_1516, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5534 = stablehlo.multiply %5533, %arg49 : tensor<128x128xf32>
    %5535 = stablehlo.add %5532, %5534 : tensor<128x128xf32>
    %cst_1517 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5536 = stablehlo.broadcast_in_dim %cst_1517, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5537 = stablehlo.multiply %5536, %5535 : tensor<128x128xf32>
    %5538 = stablehlo.subtract %arg49, %5537 : tensor<128x128xf32>
    %5539 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5540 = stablehlo.multiply %3458, %5539 : tensor<384xf32>
    %5541 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5542 = stablehlo.multiply %4249, %5541 : tensor<384xf32>
    %5543 = stablehlo.sqrt %5542 : tensor<384xf32>
    %cst_1518 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5544 = stablehlo.broadcast_in_dim %cst_1518, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5545 = stablehlo.add %5543, %5544 : tensor<384xf32>
    %5546 = stablehlo.divide %5540, %5545 : tensor<384xf32>
    %cst_1519 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5547 = stablehlo.broadcast_in_dim %cst_1519, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5548 = stablehlo.multiply %5547, %arg50 : tensor<384xf32>
    %5549 = stablehlo.add %5546, %5548 : tensor<384xf32>
    %cst_1520 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5550 = stablehlo.broadcast_in_dim %cst_1520, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5551 = stablehlo.multiply %5550, %5549 : tensor<384xf32>
    %5552 = stablehlo.subtract %arg50, %5551 : tensor<384xf32>
    %5553 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5554 = stablehlo.multiply %3463, %5553 : tensor<128x384xf32>
    %5555 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5556 = stablehlo.multiply %4255, %5555 : tensor<128x384xf32>
    %5557 = stablehlo.sqrt %5556 : tensor<128x384xf32>
    %cst_1521 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5558 = stablehlo.broadcast_in_dim %cst_1521, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5559 = stablehlo.add %5557, %5558 : tensor<128x384xf32>
    %5560 = stablehlo.divide %5554, %5559 : tensor<128x384xf32>
    %cst_1522 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5561 = stablehlo.broadcast_in_dim %cst_1522, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5562 = stablehlo.multiply %5561, %arg51 : tensor<128x384xf32>
    %5563 = stablehlo.add %5560, %5562 : tensor<128x384xf32>
    %cst_1523 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5564 = stablehlo.broadcast_in_dim %cst_1523, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5565 = stablehlo.multiply %5564, %5563 : tensor<128x384xf32>
    %5566 = stablehlo.subtract %arg51, %5565 : tensor<128x384xf32>
    %5567 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5568 = stablehlo.multiply %3468, %5567 : tensor<128xf32>
    %5569 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5570 = stablehlo.multiply %4261, %5569 : tensor<128xf32>
    %5571 = stablehlo.sqrt %5570 : tensor<128xf32>
    %cst_1524 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5572 = stablehlo.broadcast_in_dim %cst_1524, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5573 = stablehlo.add %5571, %5572 : tensor<128xf32>
    %5574 = stablehlo.divide %5568, %5573 : tensor<128xf32>
    %cst_1525 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5575 = stablehlo.broadcast_in_dim %cst_1525, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5576 = stablehlo.multiply %5575, %arg52 : tensor<128xf32>
    %5577 = stablehlo.add %5574, %5576 : tensor<128xf32>
    %cst_1526 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5578 = stablehlo.broadcast_in_dim %cst_1526, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5579 = stablehlo.multiply %5578, %5577 : tensor<128xf32>
    %5580 = stablehlo.subtract %arg52, %5579 : tensor<128xf32>
    %5581 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5582 = stablehlo.multiply %3473, %5581 : tensor<128xf32>
    %5583 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5584 = stablehlo.multiply %4267, %5583 : tensor<128xf32>
    %5585 = stablehlo.sqrt %5584 : tensor<128xf32>
    %cst_1527 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5586 = stablehlo.broadcast_in_dim %cst_1527, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5587 = stablehlo.add %5585, %5586 : tensor<128xf32>
    %5588 = stablehlo.divide %5582, %5587 : tensor<128xf32>
    %cst_1528 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5589 = stablehlo.broadcast_in_dim %cst_1528, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5590 = stablehlo.multiply %5589, %arg53 : tensor<128xf32>
    %5591 = stablehlo.add %5588, %5590 : tensor<128xf32>
    %cst_1529 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5592 = stablehlo.broadcast_in_dim %cst_1529, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5593 = stablehlo.multiply %5592, %5591 : tensor<128xf32>
    %5594 = stablehlo.subtract %arg53, %5593 : tensor<128xf32>
    %5595 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5596 = stablehlo.multiply %3478, %5595 : tensor<128xf32>
    %5597 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5598 = stablehlo.multiply %4273, %5597 : tensor<128xf32>
    %5599 = stablehlo.sqrt %5598 : tensor<128xf32>
    %cst_1530 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5600 = stablehlo.broadcast_in_dim %cst_1530, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5601 = stablehlo.add %5599, %5600 : tensor<128xf32>
    %5602 = stablehlo.divide %5596, %5601 : tensor<128xf32>
    %cst_1531 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5603 = stablehlo.broadcast_in_dim %cst_1531, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5604 = stablehlo.multiply %5603, %arg54 : tensor<128xf32>
    %5605 = stablehlo.add %5602, %5604 : tensor<128xf32>
    %cst_1532 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5606 = stablehlo.broadcast_in_dim %cst_1532, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5607 = stablehlo.multiply %5606, %5605 : tensor<128xf32>
    %5608 = stablehlo.subtract %arg54, %5607 : tensor<128xf32>
    %5609 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5610 = stablehlo.multiply %3483, %5609 : tensor<128xf32>
    %5611 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5612 = stablehlo.multiply %4279, %5611 : tensor<128xf32>
    %5613 = stablehlo.sqrt %5612 : tensor<128xf32>
    %cst_1533 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5614 = stablehlo.broadcast_in_dim %cst_1533, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5615 = stablehlo.add %5613, %5614 : tensor<128xf32>
    %5616 = stablehlo.divide %5610, %5615 : tensor<128xf32>
    %cst_1534 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5617 = stablehlo.broadcast_in_dim %cst_1534, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5618 = stablehlo.multiply %5617, %arg55 : tensor<128xf32>
    %5619 = stablehlo.add %5616, %5618 : tensor<128xf32>
    %cst_1535 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5620 = stablehlo.broadcast_in_dim %cst_1535, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5621 = stablehlo.multiply %5620, %5619 : tensor<128xf32>
    %5622 = stablehlo.subtract %arg55, %5621 : tensor<128xf32>
    %5623 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5624 = stablehlo.multiply %3488, %5623 : tensor<512xf32>
    %5625 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5626 = stablehlo.multiply %4285, %5625 : tensor<512xf32>
    %5627 = stablehlo.sqrt %5626 : tensor<512xf32>
    %cst_1536 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5628 = stablehlo.broadcast_in_dim %cst_1536, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5629 = stablehlo.add %5627, %5628 : tensor<512xf32>
    %5630 = stablehlo.divide %5624, %5629 : tensor<512xf32>
    %cst_1537 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5631 = stablehlo.broadcast_in_dim %cst_1537, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5632 = stablehlo.multiply %5631, %arg56 : tensor<512xf32>
    %5633 = stablehlo.add %5630, %5632 : tensor<512xf32>
    %cst_1538 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5634 = stablehlo.broadcast_in_dim %cst_1538, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5635 = stablehlo.multiply %5634, %5633 : tensor<512xf32>
    %5636 = stablehlo.subtract %arg56, %5635 : tensor<512xf32>
    %5637 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5638 = stablehlo.multiply %3493, %5637 : tensor<128x512xf32>
    %5639 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5640 = stablehlo.multiply %4291, %5639 : tensor<128x512xf32>
    %5641 = stablehlo.sqrt %5640 : tensor<128x512xf32>
    %cst_1539 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5642 = stablehlo.broadcast_in_dim %cst_1539, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5643 = stablehlo.add %5641, %5642 : tensor<128x512xf32>
    %5644 = stablehlo.divide %5638, %5643 : tensor<128x512xf32>
    %cst_1540 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5645 = stablehlo.broadcast_in_dim %cst_1540, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5646 = stablehlo.multiply %5645, %arg57 : tensor<128x512xf32>
    %5647 = stablehlo.add %5644, %5646 : tensor<128x512xf32>
    %cst_1541 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5648 = stablehlo.broadcast_in_dim %cst_1541, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5649 = stablehlo.multiply %5648, %5647 : tensor<128x512xf32>
    %5650 = stablehlo.subtract %arg57, %5649 : tensor<128x512xf32>
    %5651 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5652 = stablehlo.multiply %3498, %5651 : tensor<128xf32>
    %5653 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5654 = stablehlo.multiply %4297, %5653 : tensor<128xf32>
    %5655 = stablehlo.sqrt %5654 : tensor<128xf32>
    %cst_1542 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5656 = stablehlo.broadcast_in_dim %cst_1542, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5657 = stablehlo.add %5655, %5656 : tensor<128xf32>
    %5658 = stablehlo.divide %5652, %5657 : tensor<128xf32>
    %cst_1543 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5659 = stablehlo.broadcast_in_dim %cst_1543, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5660 = stablehlo.multiply %5659, %arg58 : tensor<128xf32>
    %5661 = stablehlo.add %5658, %5660 : tensor<128xf32>
    %cst_1544 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5662 = stablehlo.broadcast_in_dim %cst_1544, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5663 = stablehlo.multiply %5662, %5661 : tensor<128xf32>
    %5664 = stablehlo.subtract %arg58, %5663 : tensor<128xf32>
    %5665 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5666 = stablehlo.multiply %3503, %5665 : tensor<512x128xf32>
    %5667 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5668 = stablehlo.multiply %4303, %5667 : tensor<512x128xf32>
    %5669 = stablehlo.sqrt %5668 : tensor<512x128xf32>
    %cst_1545 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5670 = stablehlo.broadcast_in_dim %cst_1545, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5671 = stablehlo.add %5669, %5670 : tensor<512x128xf32>
    %5672 = stablehlo.divide %5666, %5671 : tensor<512x128xf32>
    %cst_1546 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5673 = stablehlo.broadcast_in_dim %cst_1546, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5674 = stablehlo.multiply %5673, %arg59 : tensor<512x128xf32>
    %5675 = stablehlo.add %5672, %5674 : tensor<512x128xf32>
    %cst_1547 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5676 = stablehlo.broadcast_in_dim %cst_1547, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5677 = stablehlo.multiply %5676, %5675 : tensor<512x128xf32>
    %5678 = stablehlo.subtract %arg59, %5677 : tensor<512x128xf32>
    %5679 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5680 = stablehlo.multiply %3508, %5679 : tensor<128xf32>
    %5681 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5682 = stablehlo.multiply %4309, %5681 : tensor<128xf32>
    %5683 = stablehlo.sqrt %5682 : tensor<128xf32>
    %cst_1548 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5684 = stablehlo.broadcast_in_dim %cst_1548, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5685 = stablehlo.add %5683, %5684 : tensor<128xf32>
    %5686 = stablehlo.divide %5680, %5685 : tensor<128xf32>
    %cst_1549 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5687 = stablehlo.broadcast_in_dim %cst_1549, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5688 = stablehlo.multiply %5687, %arg60 : tensor<128xf32>
    %5689 = stablehlo.add %5686, %5688 : tensor<128xf32>
    %cst_1550 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5690 = stablehlo.broadcast_in_dim %cst_1550, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5691 = stablehlo.multiply %5690, %5689 : tensor<128xf32>
    %5692 = stablehlo.subtract %arg60, %5691 : tensor<128xf32>
    %5693 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5694 = stablehlo.multiply %3513, %5693 : tensor<128x128xf32>
    %5695 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5696 = stablehlo.multiply %4315, %5695 : tensor<128x128xf32>
    %5697 = stablehlo.sqrt %5696 : tensor<128x128xf32>
    %cst_1551 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5698 = stablehlo.broadcast_in_dim %cst_1551, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5699 = stablehlo.add %5697, %5698 : tensor<128x128xf32>
    %5700 = stablehlo.divide %5694, %5699 : tensor<128x128xf32>
    %cst_1552 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5701 = stablehlo.broadcast_in_dim %cst_1552, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5702 = stablehlo.multiply %5701, %arg61 : tensor<128x128xf32>
    %5703 = stablehlo.add %5700, %5702 : tensor<128x128xf32>
    %cst_1553 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5704 = stablehlo.broadcast_in_dim %cst_1553, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5705 = stablehlo.multiply %5704, %5703 : tensor<128x128xf32>
    %5706 = stablehlo.subtract %arg61, %5705 : tensor<128x128xf32>
    %5707 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5708 = stablehlo.multiply %3518, %5707 : tensor<384xf32>
    %5709 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5710 = stablehlo.multiply %4321, %5709 : tensor<384xf32>
    %5711 = stablehlo.sqrt %5710 : tensor<384xf32>
    %cst_1554 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5712 = stablehlo.broadcast_in_dim %cst_1554, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5713 = stablehlo.add %5711, %5712 : tensor<384xf32>
    %5714 = stablehlo.divide %5708, %5713 : tensor<384xf32>
    %cst_1555 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5715 = stablehlo.broadcast_in_dim %cst_1555, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5716 = stablehlo.multiply %5715, %arg62 : tensor<384xf32>
    %5717 = stablehlo.add %5714, %5716 : tensor<384xf32>
    %cst_1556 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5718 = stablehlo.broadcast_in_dim %cst_1556, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5719 = stablehlo.multiply %5718, %5717 : tensor<384xf32>
    %5720 = stablehlo.subtract %arg62, %5719 : tensor<384xf32>
    %5721 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5722 = stablehlo.multiply %3523, %5721 : tensor<128x384xf32>
    %5723 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5724 = stablehlo.multiply %4327, %5723 : tensor<128x384xf32>
    %5725 = stablehlo.sqrt %5724 : tensor<128x384xf32>
    %cst_1557 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5726 = stablehlo.broadcast_in_dim %cst_1557, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5727 = stablehlo.add %5725, %5726 : tensor<128x384xf32>
    %5728 = stablehlo.divide %5722, %5727 : tensor<128x384xf32>
    %cst_1558 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5729 = stablehlo.broadcast_in_dim %cst_1558, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5730 = stablehlo.multiply %5729, %arg63 : tensor<128x384xf32>
    %5731 = stablehlo.add %5728, %5730 : tensor<128x384xf32>
    %cst_1559 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5732 = stablehlo.broadcast_in_dim %cst_1559, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5733 = stablehlo.multiply %5732, %5731 : tensor<128x384xf32>
    %5734 = stablehlo.subtract %arg63, %5733 : tensor<128x384xf32>
    %5735 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5736 = stablehlo.multiply %3528, %5735 : tensor<128xf32>
    %5737 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5738 = stablehlo.multiply %4333, %5737 : tensor<128xf32>
    %5739 = stablehlo.sqrt %5738 : tensor<128xf32>
    %cst_1560 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5740 = stablehlo.broadcast_in_dim %cst_1560, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5741 = stablehlo.add %5739, %5740 : tensor<128xf32>
    %5742 = stablehlo.divide %5736, %5741 : tensor<128xf32>
    %cst_1561 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5743 = stablehlo.broadcast_in_dim %cst_1561, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5744 = stablehlo.multiply %5743, %arg64 : tensor<128xf32>
    %5745 = stablehlo.add %5742, %5744 : tensor<128xf32>
    %cst_1562 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5746 = stablehlo.broadcast_in_dim %cst_1562, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5747 = stablehlo.multiply %5746, %5745 : tensor<128xf32>
    %5748 = stablehlo.subtract %arg64, %5747 : tensor<128xf32>
    %5749 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5750 = stablehlo.multiply %3533, %5749 : tensor<128xf32>
    %5751 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5752 = stablehlo.multiply %4339, %5751 : tensor<128xf32>
    %5753 = stablehlo.sqrt %5752 : tensor<128xf32>
    %cst_1563 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5754 = stablehlo.broadcast_in_dim %cst_1563, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5755 = stablehlo.add %5753, %5754 : tensor<128xf32>
    %5756 = stablehlo.divide %5750, %5755 : tensor<128xf32>
    %cst_1564 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5757 = stablehlo.broadcast_in_dim %cst_1564, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5758 = stablehlo.multiply %5757, %arg65 : tensor<128xf32>
    %5759 = stablehlo.add %5756, %5758 : tensor<128xf32>
    %cst_1565 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5760 = stablehlo.broadcast_in_dim %cst_1565, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5761 = stablehlo.multiply %5760, %5759 : tensor<128xf32>
    %5762 = stablehlo.subtract %arg65, %5761 : tensor<128xf32>
    %5763 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5764 = stablehlo.multiply %3538, %5763 : tensor<128xf32>
    %5765 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5766 = stablehlo.multiply %4345, %5765 : tensor<128xf32>
    %5767 = stablehlo.sqrt %5766 : tensor<128xf32>
    %cst_1566 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5768 = stablehlo.broadcast_in_dim %cst_1566, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5769 = stablehlo.add %5767, %5768 : tensor<128xf32>
    %5770 = stablehlo.divide %5764, %5769 : tensor<128xf32>
    %cst_1567 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5771 = stablehlo.broadcast_in_dim %cst_1567, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5772 = stablehlo.multiply %5771, %arg66 : tensor<128xf32>
    %5773 = stablehlo.add %5770, %5772 : tensor<128xf32>
    %cst_1568 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5774 = stablehlo.broadcast_in_dim %cst_1568, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5775 = stablehlo.multiply %5774, %5773 : tensor<128xf32>
    %5776 = stablehlo.subtract %arg66, %5775 : tensor<128xf32>
    %5777 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5778 = stablehlo.multiply %3543, %5777 : tensor<128xf32>
    %5779 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5780 = stablehlo.multiply %4351, %5779 : tensor<128xf32>
    %5781 = stablehlo.sqrt %5780 : tensor<128xf32>
    %cst_1569 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5782 = stablehlo.broadcast_in_dim %cst_1569, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5783 = stablehlo.add %5781, %5782 : tensor<128xf32>
    %5784 = stablehlo.divide %5778, %5783 : tensor<128xf32>
    %cst_1570 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5785 = stablehlo.broadcast_in_dim %cst_1570, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5786 = stablehlo.multiply %5785, %arg67 : tensor<128xf32>
    %5787 = stablehlo.add %5784, %5786 : tensor<128xf32>
    %cst_1571 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5788 = stablehlo.broadcast_in_dim %cst_1571, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5789 = stablehlo.multiply %5788, %5787 : tensor<128xf32>
    %5790 = stablehlo.subtract %arg67, %5789 : tensor<128xf32>
    %5791 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5792 = stablehlo.multiply %3548, %5791 : tensor<512xf32>
    %5793 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5794 = stablehlo.multiply %4357, %5793 : tensor<512xf32>
    %5795 = stablehlo.sqrt %5794 : tensor<512xf32>
    %cst_1572 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5796 = stablehlo.broadcast_in_dim %cst_1572, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5797 = stablehlo.add %5795, %5796 : tensor<512xf32>
    %5798 = stablehlo.divide %5792, %5797 : tensor<512xf32>
    %cst_1573 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5799 = stablehlo.broadcast_in_dim %cst_1573, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5800 = stablehlo.multiply %5799, %arg68 : tensor<512xf32>
    %5801 = stablehlo.add %5798, %5800 : tensor<512xf32>
    %cst_1574 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5802 = stablehlo.broadcast_in_dim %cst_1574, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5803 = stablehlo.multiply %5802, %5801 : tensor<512xf32>
    %5804 = stablehlo.subtract %arg68, %5803 : tensor<512xf32>
    %5805 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5806 = stablehlo.multiply %3553, %5805 : tensor<128x512xf32>
    %5807 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5808 = stablehlo.multiply %4363, %5807 : tensor<128x512xf32>
    %5809 = stablehlo.sqrt %5808 : tensor<128x512xf32>
    %cst_1575 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5810 = stablehlo.broadcast_in_dim %cst_1575, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5811 = stablehlo.add %5809, %5810 : tensor<128x512xf32>
    %5812 = stablehlo.divide %5806, %5811 : tensor<128x512xf32>
    %cst_1576 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5813 = stablehlo.broadcast_in_dim %cst_1576, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5814 = stablehlo.multiply %5813, %arg69 : tensor<128x512xf32>
    %5815 = stablehlo.add %5812, %5814 : tensor<128x512xf32>
    %cst_1577 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5816 = stablehlo.broadcast_in_dim %cst_1577, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5817 = stablehlo.multiply %5816, %5815 : tensor<128x512xf32>
    %5818 = stablehlo.subtract %arg69, %5817 : tensor<128x512xf32>
    %5819 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5820 = stablehlo.multiply %3558, %5819 : tensor<128xf32>
    %5821 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5822 = stablehlo.multiply %4369, %5821 : tensor<128xf32>
    %5823 = stablehlo.sqrt %5822 : tensor<128xf32>
    %cst_1578 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5824 = stablehlo.broadcast_in_dim %cst_1578, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5825 = stablehlo.add %5823, %5824 : tensor<128xf32>
    %5826 = stablehlo.divide %5820, %5825 : tensor<128xf32>
    %cst_1579 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5827 = stablehlo.broadcast_in_dim %cst_1579, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5828 = stablehlo.multiply %5827, %arg70 : tensor<128xf32>
    %5829 = stablehlo.add %5826, %5828 : tensor<128xf32>
    %cst_1580 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5830 = stablehlo.broadcast_in_dim %cst_1580, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5831 = stablehlo.multiply %5830, %5829 : tensor<128xf32>
    %5832 = stablehlo.subtract %arg70, %5831 : tensor<128xf32>
    %5833 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5834 = stablehlo.multiply %3563, %5833 : tensor<512x128xf32>
    %5835 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5836 = stablehlo.multiply %4375, %5835 : tensor<512x128xf32>
    %5837 = stablehlo.sqrt %5836 : tensor<512x128xf32>
    %cst_1581 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5838 = stablehlo.broadcast_in_dim %cst_1581, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5839 = stablehlo.add %5837, %5838 : tensor<512x128xf32>
    %5840 = stablehlo.divide %5834, %5839 : tensor<512x128xf32>
    %cst_1582 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5841 = stablehlo.broadcast_in_dim %cst_1582, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5842 = stablehlo.multiply %5841, %arg71 : tensor<512x128xf32>
    %5843 = stablehlo.add %5840, %5842 : tensor<512x128xf32>
    %cst_1583 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5844 = stablehlo.broadcast_in_dim %cst_1583, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %5845 = stablehlo.multiply %5844, %5843 : tensor<512x128xf32>
    %5846 = stablehlo.subtract %arg71, %5845 : tensor<512x128xf32>
    %5847 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5848 = stablehlo.multiply %3568, %5847 : tensor<128xf32>
    %5849 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5850 = stablehlo.multiply %4381, %5849 : tensor<128xf32>
    %5851 = stablehlo.sqrt %5850 : tensor<128xf32>
    %cst_1584 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5852 = stablehlo.broadcast_in_dim %cst_1584, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5853 = stablehlo.add %5851, %5852 : tensor<128xf32>
    %5854 = stablehlo.divide %5848, %5853 : tensor<128xf32>
    %cst_1585 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5855 = stablehlo.broadcast_in_dim %cst_1585, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5856 = stablehlo.multiply %5855, %arg72 : tensor<128xf32>
    %5857 = stablehlo.add %5854, %5856 : tensor<128xf32>
    %cst_1586 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5858 = stablehlo.broadcast_in_dim %cst_1586, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5859 = stablehlo.multiply %5858, %5857 : tensor<128xf32>
    %5860 = stablehlo.subtract %arg72, %5859 : tensor<128xf32>
    %5861 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5862 = stablehlo.multiply %3573, %5861 : tensor<128x128xf32>
    %5863 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5864 = stablehlo.multiply %4387, %5863 : tensor<128x128xf32>
    %5865 = stablehlo.sqrt %5864 : tensor<128x128xf32>
    %cst_1587 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5866 = stablehlo.broadcast_in_dim %cst_1587, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5867 = stablehlo.add %5865, %5866 : tensor<128x128xf32>
    %5868 = stablehlo.divide %5862, %5867 : tensor<128x128xf32>
    %cst_1588 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5869 = stablehlo.broadcast_in_dim %cst_1588, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5870 = stablehlo.multiply %5869, %arg73 : tensor<128x128xf32>
    %5871 = stablehlo.add %5868, %5870 : tensor<128x128xf32>
    %cst_1589 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5872 = stablehlo.broadcast_in_dim %cst_1589, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %5873 = stablehlo.multiply %5872, %5871 : tensor<128x128xf32>
    %5874 = stablehlo.subtract %arg73, %5873 : tensor<128x128xf32>
    %5875 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5876 = stablehlo.multiply %3578, %5875 : tensor<384xf32>
    %5877 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5878 = stablehlo.multiply %4393, %5877 : tensor<384xf32>
    %5879 = stablehlo.sqrt %5878 : tensor<384xf32>
    %cst_1590 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5880 = stablehlo.broadcast_in_dim %cst_1590, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5881 = stablehlo.add %5879, %5880 : tensor<384xf32>
    %5882 = stablehlo.divide %5876, %5881 : tensor<384xf32>
    %cst_1591 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5883 = stablehlo.broadcast_in_dim %cst_1591, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5884 = stablehlo.multiply %5883, %arg74 : tensor<384xf32>
    %5885 = stablehlo.add %5882, %5884 : tensor<384xf32>
    %cst_1592 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5886 = stablehlo.broadcast_in_dim %cst_1592, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %5887 = stablehlo.multiply %5886, %5885 : tensor<384xf32>
    %5888 = stablehlo.subtract %arg74, %5887 : tensor<384xf32>
    %5889 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5890 = stablehlo.multiply %3583, %5889 : tensor<128x384xf32>
    %5891 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5892 = stablehlo.multiply %4399, %5891 : tensor<128x384xf32>
    %5893 = stablehlo.sqrt %5892 : tensor<128x384xf32>
    %cst_1593 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5894 = stablehlo.broadcast_in_dim %cst_1593, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5895 = stablehlo.add %5893, %5894 : tensor<128x384xf32>
    %5896 = stablehlo.divide %5890, %5895 : tensor<128x384xf32>
    %cst_1594 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5897 = stablehlo.broadcast_in_dim %cst_1594, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5898 = stablehlo.multiply %5897, %arg75 : tensor<128x384xf32>
    %5899 = stablehlo.add %5896, %5898 : tensor<128x384xf32>
    %cst_1595 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5900 = stablehlo.broadcast_in_dim %cst_1595, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %5901 = stablehlo.multiply %5900, %5899 : tensor<128x384xf32>
    %5902 = stablehlo.subtract %arg75, %5901 : tensor<128x384xf32>
    %5903 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5904 = stablehlo.multiply %3588, %5903 : tensor<128xf32>
    %5905 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5906 = stablehlo.multiply %4405, %5905 : tensor<128xf32>
    %5907 = stablehlo.sqrt %5906 : tensor<128xf32>
    %cst_1596 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5908 = stablehlo.broadcast_in_dim %cst_1596, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5909 = stablehlo.add %5907, %5908 : tensor<128xf32>
    %5910 = stablehlo.divide %5904, %5909 : tensor<128xf32>
    %cst_1597 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5911 = stablehlo.broadcast_in_dim %cst_1597, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5912 = stablehlo.multiply %5911, %arg76 : tensor<128xf32>
    %5913 = stablehlo.add %5910, %5912 : tensor<128xf32>
    %cst_1598 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5914 = stablehlo.broadcast_in_dim %cst_1598, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5915 = stablehlo.multiply %5914, %5913 : tensor<128xf32>
    %5916 = stablehlo.subtract %arg76, %5915 : tensor<128xf32>
    %5917 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5918 = stablehlo.multiply %3593, %5917 : tensor<128xf32>
    %5919 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5920 = stablehlo.multiply %4411, %5919 : tensor<128xf32>
    %5921 = stablehlo.sqrt %5920 : tensor<128xf32>
    %cst_1599 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5922 = stablehlo.broadcast_in_dim %cst_1599, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5923 = stablehlo.add %5921, %5922 : tensor<128xf32>
    %5924 = stablehlo.divide %5918, %5923 : tensor<128xf32>
    %cst_1600 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5925 = stablehlo.broadcast_in_dim %cst_1600, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5926 = stablehlo.multiply %5925, %arg77 : tensor<128xf32>
    %5927 = stablehlo.add %5924, %5926 : tensor<128xf32>
    %cst_1601 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5928 = stablehlo.broadcast_in_dim %cst_1601, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5929 = stablehlo.multiply %5928, %5927 : tensor<128xf32>
    %5930 = stablehlo.subtract %arg77, %5929 : tensor<128xf32>
    %5931 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5932 = stablehlo.multiply %3598, %5931 : tensor<128xf32>
    %5933 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5934 = stablehlo.multiply %4417, %5933 : tensor<128xf32>
    %5935 = stablehlo.sqrt %5934 : tensor<128xf32>
    %cst_1602 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5936 = stablehlo.broadcast_in_dim %cst_1602, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5937 = stablehlo.add %5935, %5936 : tensor<128xf32>
    %5938 = stablehlo.divide %5932, %5937 : tensor<128xf32>
    %cst_1603 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5939 = stablehlo.broadcast_in_dim %cst_1603, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5940 = stablehlo.multiply %5939, %arg78 : tensor<128xf32>
    %5941 = stablehlo.add %5938, %5940 : tensor<128xf32>
    %cst_1604 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5942 = stablehlo.broadcast_in_dim %cst_1604, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5943 = stablehlo.multiply %5942, %5941 : tensor<128xf32>
    %5944 = stablehlo.subtract %arg78, %5943 : tensor<128xf32>
    %5945 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5946 = stablehlo.multiply %3603, %5945 : tensor<128xf32>
    %5947 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5948 = stablehlo.multiply %4423, %5947 : tensor<128xf32>
    %5949 = stablehlo.sqrt %5948 : tensor<128xf32>
    %cst_1605 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5950 = stablehlo.broadcast_in_dim %cst_1605, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5951 = stablehlo.add %5949, %5950 : tensor<128xf32>
    %5952 = stablehlo.divide %5946, %5951 : tensor<128xf32>
    %cst_1606 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5953 = stablehlo.broadcast_in_dim %cst_1606, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5954 = stablehlo.multiply %5953, %arg79 : tensor<128xf32>
    %5955 = stablehlo.add %5952, %5954 : tensor<128xf32>
    %cst_1607 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5956 = stablehlo.broadcast_in_dim %cst_1607, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5957 = stablehlo.multiply %5956, %5955 : tensor<128xf32>
    %5958 = stablehlo.subtract %arg79, %5957 : tensor<128xf32>
    %5959 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5960 = stablehlo.multiply %3608, %5959 : tensor<512xf32>
    %5961 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5962 = stablehlo.multiply %4429, %5961 : tensor<512xf32>
    %5963 = stablehlo.sqrt %5962 : tensor<512xf32>
    %cst_1608 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5964 = stablehlo.broadcast_in_dim %cst_1608, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5965 = stablehlo.add %5963, %5964 : tensor<512xf32>
    %5966 = stablehlo.divide %5960, %5965 : tensor<512xf32>
    %cst_1609 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5967 = stablehlo.broadcast_in_dim %cst_1609, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5968 = stablehlo.multiply %5967, %arg80 : tensor<512xf32>
    %5969 = stablehlo.add %5966, %5968 : tensor<512xf32>
    %cst_1610 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5970 = stablehlo.broadcast_in_dim %cst_1610, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5971 = stablehlo.multiply %5970, %5969 : tensor<512xf32>
    %5972 = stablehlo.subtract %arg80, %5971 : tensor<512xf32>
    %5973 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5974 = stablehlo.multiply %3613, %5973 : tensor<128x512xf32>
    %5975 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5976 = stablehlo.multiply %4435, %5975 : tensor<128x512xf32>
    %5977 = stablehlo.sqrt %5976 : tensor<128x512xf32>
    %cst_1611 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5978 = stablehlo.broadcast_in_dim %cst_1611, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5979 = stablehlo.add %5977, %5978 : tensor<128x512xf32>
    %5980 = stablehlo.divide %5974, %5979 : tensor<128x512xf32>
    %cst_1612 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5981 = stablehlo.broadcast_in_dim %cst_1612, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5982 = stablehlo.multiply %5981, %arg81 : tensor<128x512xf32>
    %5983 = stablehlo.add %5980, %5982 : tensor<128x512xf32>
    %cst_1613 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5984 = stablehlo.broadcast_in_dim %cst_1613, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %5985 = stablehlo.multiply %5984, %5983 : tensor<128x512xf32>
    %5986 = stablehlo.subtract %arg81, %5985 : tensor<128x512xf32>
    %5987 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5988 = stablehlo.multiply %3618, %5987 : tensor<128xf32>
    %5989 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5990 = stablehlo.multiply %4441, %5989 : tensor<128xf32>
    %5991 = stablehlo.sqrt %5990 : tensor<128xf32>
    %cst_1614 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5992 = stablehlo.broadcast_in_dim %cst_1614, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5993 = stablehlo.add %5991, %5992 : tensor<128xf32>
    %5994 = stablehlo.divide %5988, %5993 : tensor<128xf32>
    %cst_1615 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %5995 = stablehlo.broadcast_in_dim %cst_1615, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5996 = stablehlo.multiply %5995, %arg82 : tensor<128xf32>
    %5997 = stablehlo.add %5994, %5996 : tensor<128xf32>
    %cst_1616 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %5998 = stablehlo.broadcast_in_dim %cst_1616, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5999 = stablehlo.multiply %5998, %5997 : tensor<128xf32>
    %6000 = stablehlo.subtract %arg82, %5999 : tensor<128xf32>
    %6001 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6002 = stablehlo.multiply %3623, %6001 : tensor<512x128xf32>
    %6003 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6004 = stablehlo.multiply %4447, %6003 : tensor<512x128xf32>
    %6005 = stablehlo.sqrt %6004 : tensor<512x128xf32>
    %cst_1617 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6006 = stablehlo.broadcast_in_dim %cst_1617, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6007 = stablehlo.add %6005, %6006 : tensor<512x128xf32>
    %6008 = stablehlo.divide %6002, %6007 : tensor<512x128xf32>
    %cst_1618 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6009 = stablehlo.broadcast_in_dim %cst_1618, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6010 = stablehlo.multiply %6009, %arg83 : tensor<512x128xf32>
    %6011 = stablehlo.add %6008, %6010 : tensor<512x128xf32>
    %cst_1619 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6012 = stablehlo.broadcast_in_dim %cst_1619, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6013 = stablehlo.multiply %6012, %6011 : tensor<512x128xf32>
    %6014 = stablehlo.subtract %arg83, %6013 : tensor<512x128xf32>
    %6015 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6016 = stablehlo.multiply %3628, %6015 : tensor<128xf32>
    %6017 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6018 = stablehlo.multiply %4453, %6017 : tensor<128xf32>
    %6019 = stablehlo.sqrt %6018 : tensor<128xf32>
    %cst_1620 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6020 = stablehlo.broadcast_in_dim %cst_1620, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6021 = stablehlo.add %6019, %6020 : tensor<128xf32>
    %6022 = stablehlo.divide %6016, %6021 : tensor<128xf32>
    %cst_1621 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6023 = stablehlo.broadcast_in_dim %cst_1621, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6024 = stablehlo.multiply %6023, %arg84 : tensor<128xf32>
    %6025 = stablehlo.add %6022, %6024 : tensor<128xf32>
    %cst_1622 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6026 = stablehlo.broadcast_in_dim %cst_1622, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6027 = stablehlo.multiply %6026, %6025 : tensor<128xf32>
    %6028 = stablehlo.subtract %arg84, %6027 : tensor<128xf32>
    %6029 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6030 = stablehlo.multiply %3633, %6029 : tensor<128x128xf32>
    %6031 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6032 = stablehlo.multiply %4459, %6031 : tensor<128x128xf32>
    %6033 = stablehlo.sqrt %6032 : tensor<128x128xf32>
    %cst_1623 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6034 = stablehlo.broadcast_in_dim %cst_1623, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6035 = stablehlo.add %6033, %6034 : tensor<128x128xf32>
    %6036 = stablehlo.divide %6030, %6035 : tensor<128x128xf32>
    %cst_1624 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6037 = stablehlo.broadcast_in_dim %cst_1624, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6038 = stablehlo.multiply %6037, %arg85 : tensor<128x128xf32>
    %6039 = stablehlo.add %6036, %6038 : tensor<128x128xf32>
    %cst_1625 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6040 = stablehlo.broadcast_in_dim %cst_1625, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6041 = stablehlo.multiply %6040, %6039 : tensor<128x128xf32>
    %6042 = stablehlo.subtract %arg85, %6041 : tensor<128x128xf32>
    %6043 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6044 = stablehlo.multiply %3638, %6043 : tensor<384xf32>
    %6045 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6046 = stablehlo.multiply %4465, %6045 : tensor<384xf32>
    %6047 = stablehlo.sqrt %6046 : tensor<384xf32>
    %cst_1626 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6048 = stablehlo.broadcast_in_dim %cst_1626, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6049 = stablehlo.add %6047, %6048 : tensor<384xf32>
    %6050 = stablehlo.divide %6044, %6049 : tensor<384xf32>
    %cst_1627 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6051 = stablehlo.broadcast_in_dim %cst_1627, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6052 = stablehlo.multiply %6051, %arg86 : tensor<384xf32>
    %6053 = stablehlo.add %6050, %6052 : tensor<384xf32>
    %cst_1628 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6054 = stablehlo.broadcast_in_dim %cst_1628, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6055 = stablehlo.multiply %6054, %6053 : tensor<384xf32>
    %6056 = stablehlo.subtract %arg86, %6055 : tensor<384xf32>
    %6057 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6058 = stablehlo.multiply %3643, %6057 : tensor<128x384xf32>
    %6059 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6060 = stablehlo.multiply %4471, %6059 : tensor<128x384xf32>
    %6061 = stablehlo.sqrt %6060 : tensor<128x384xf32>
    %cst_1629 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6062 = stablehlo.broadcast_in_dim %cst_1629, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6063 = stablehlo.add %6061, %6062 : tensor<128x384xf32>
    %6064 = stablehlo.divide %6058, %6063 : tensor<128x384xf32>
    %cst_1630 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6065 = stablehlo.broadcast_in_dim %cst_1630, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6066 = stablehlo.multiply %6065, %arg87 : tensor<128x384xf32>
    %6067 = stablehlo.add %6064, %6066 : tensor<128x384xf32>
    %cst_1631 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6068 = stablehlo.broadcast_in_dim %cst_1631, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6069 = stablehlo.multiply %6068, %6067 : tensor<128x384xf32>
    %6070 = stablehlo.subtract %arg87, %6069 : tensor<128x384xf32>
    %6071 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6072 = stablehlo.multiply %3648, %6071 : tensor<128xf32>
    %6073 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6074 = stablehlo.multiply %4477, %6073 : tensor<128xf32>
    %6075 = stablehlo.sqrt %6074 : tensor<128xf32>
    %cst_1632 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6076 = stablehlo.broadcast_in_dim %cst_1632, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6077 = stablehlo.add %6075, %6076 : tensor<128xf32>
    %6078 = stablehlo.divide %6072, %6077 : tensor<128xf32>
    %cst_1633 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6079 = stablehlo.broadcast_in_dim %cst_1633, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6080 = stablehlo.multiply %6079, %arg88 : tensor<128xf32>
    %6081 = stablehlo.add %6078, %6080 : tensor<128xf32>
    %cst_1634 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6082 = stablehlo.broadcast_in_dim %cst_1634, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6083 = stablehlo.multiply %6082, %6081 : tensor<128xf32>
    %6084 = stablehlo.subtract %arg88, %6083 : tensor<128xf32>
    %6085 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6086 = stablehlo.multiply %3653, %6085 : tensor<128xf32>
    %6087 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6088 = stablehlo.multiply %4483, %6087 : tensor<128xf32>
    %6089 = stablehlo.sqrt %6088 : tensor<128xf32>
    %cst_1635 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6090 = stablehlo.broadcast_in_dim %cst_1635, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6091 = stablehlo.add %6089, %6090 : tensor<128xf32>
    %6092 = stablehlo.divide %6086, %6091 : tensor<128xf32>
    %cst_1636 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6093 = stablehlo.broadcast_in_dim %cst_1636, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6094 = stablehlo.multiply %6093, %arg89 : tensor<128xf32>
    %6095 = stablehlo.add %6092, %6094 : tensor<128xf32>
    %cst_1637 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6096 = stablehlo.broadcast_in_dim %cst_1637, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6097 = stablehlo.multiply %6096, %6095 : tensor<128xf32>
    %6098 = stablehlo.subtract %arg89, %6097 : tensor<128xf32>
    %6099 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6100 = stablehlo.multiply %3658, %6099 : tensor<128xf32>
    %6101 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6102 = stablehlo.multiply %4489, %6101 : tensor<128xf32>
    %6103 = stablehlo.sqrt %6102 : tensor<128xf32>
    %cst_1638 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6104 = stablehlo.broadcast_in_dim %cst_1638, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6105 = stablehlo.add %6103, %6104 : tensor<128xf32>
    %6106 = stablehlo.divide %6100, %6105 : tensor<128xf32>
    %cst_1639 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6107 = stablehlo.broadcast_in_dim %cst_1639, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6108 = stablehlo.multiply %6107, %arg90 : tensor<128xf32>
    %6109 = stablehlo.add %6106, %6108 : tensor<128xf32>
    %cst_1640 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6110 = stablehlo.broadcast_in_dim %cst_1640, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6111 = stablehlo.multiply %6110, %6109 : tensor<128xf32>
    %6112 = stablehlo.subtract %arg90, %6111 : tensor<128xf32>
    %6113 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6114 = stablehlo.multiply %3663, %6113 : tensor<128xf32>
    %6115 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6116 = stablehlo.multiply %4495, %6115 : tensor<128xf32>
    %6117 = stablehlo.sqrt %6116 : tensor<128xf32>
    %cst_1641 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6118 = stablehlo.broadcast_in_dim %cst_1641, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6119 = stablehlo.add %6117, %6118 : tensor<128xf32>
    %6120 = stablehlo.divide %6114, %6119 : tensor<128xf32>
    %cst_1642 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6121 = stablehlo.broadcast_in_dim %cst_1642, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6122 = stablehlo.multiply %6121, %arg91 : tensor<128xf32>
    %6123 = stablehlo.add %6120, %6122 : tensor<128xf32>
    %cst_1643 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6124 = stablehlo.broadcast_in_dim %cst_1643, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6125 = stablehlo.multiply %6124, %6123 : tensor<128xf32>
    %6126 = stablehlo.subtract %arg91, %6125 : tensor<128xf32>
    %6127 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6128 = stablehlo.multiply %3668, %6127 : tensor<512xf32>
    %6129 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6130 = stablehlo.multiply %4501, %6129 : tensor<512xf32>
    %6131 = stablehlo.sqrt %6130 : tensor<512xf32>
    %cst_1644 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6132 = stablehlo.broadcast_in_dim %cst_1644, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6133 = stablehlo.add %6131, %6132 : tensor<512xf32>
    %6134 = stablehlo.divide %6128, %6133 : tensor<512xf32>
    %cst_1645 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6135 = stablehlo.broadcast_in_dim %cst_1645, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6136 = stablehlo.multiply %6135, %arg92 : tensor<512xf32>
    %6137 = stablehlo.add %6134, %6136 : tensor<512xf32>
    %cst_1646 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6138 = stablehlo.broadcast_in_dim %cst_1646, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6139 = stablehlo.multiply %6138, %6137 : tensor<512xf32>
    %6140 = stablehlo.subtract %arg92, %6139 : tensor<512xf32>
    %6141 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6142 = stablehlo.multiply %3673, %6141 : tensor<128x512xf32>
    %6143 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6144 = stablehlo.multiply %4507, %6143 : tensor<128x512xf32>
    %6145 = stablehlo.sqrt %6144 : tensor<128x512xf32>
    %cst_1647 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6146 = stablehlo.broadcast_in_dim %cst_1647, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6147 = stablehlo.add %6145, %6146 : tensor<128x512xf32>
    %6148 = stablehlo.divide %6142, %6147 : tensor<128x512xf32>
    %cst_1648 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6149 = stablehlo.broadcast_in_dim %cst_1648, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6150 = stablehlo.multiply %6149, %arg93 : tensor<128x512xf32>
    %6151 = stablehlo.add %6148, %6150 : tensor<128x512xf32>
    %cst_1649 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6152 = stablehlo.broadcast_in_dim %cst_1649, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6153 = stablehlo.multiply %6152, %6151 : tensor<128x512xf32>
    %6154 = stablehlo.subtract %arg93, %6153 : tensor<128x512xf32>
    %6155 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6156 = stablehlo.multiply %3678, %6155 : tensor<128xf32>
    %6157 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6158 = stablehlo.multiply %4513, %6157 : tensor<128xf32>
    %6159 = stablehlo.sqrt %6158 : tensor<128xf32>
    %cst_1650 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6160 = stablehlo.broadcast_in_dim %cst_1650, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6161 = stablehlo.add %6159, %6160 : tensor<128xf32>
    %6162 = stablehlo.divide %6156, %6161 : tensor<128xf32>
    %cst_1651 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6163 = stablehlo.broadcast_in_dim %cst_1651, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6164 = stablehlo.multiply %6163, %arg94 : tensor<128xf32>
    %6165 = stablehlo.add %6162, %6164 : tensor<128xf32>
    %cst_1652 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6166 = stablehlo.broadcast_in_dim %cst_1652, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6167 = stablehlo.multiply %6166, %6165 : tensor<128xf32>
    %6168 = stablehlo.subtract %arg94, %6167 : tensor<128xf32>
    %6169 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6170 = stablehlo.multiply %3683, %6169 : tensor<512x128xf32>
    %6171 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6172 = stablehlo.multiply %4519, %6171 : tensor<512x128xf32>
    %6173 = stablehlo.sqrt %6172 : tensor<512x128xf32>
    %cst_1653 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6174 = stablehlo.broadcast_in_dim %cst_1653, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6175 = stablehlo.add %6173, %6174 : tensor<512x128xf32>
    %6176 = stablehlo.divide %6170, %6175 : tensor<512x128xf32>
    %cst_1654 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6177 = stablehlo.broadcast_in_dim %cst_1654, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6178 = stablehlo.multiply %6177, %arg95 : tensor<512x128xf32>
    %6179 = stablehlo.add %6176, %6178 : tensor<512x128xf32>
    %cst_1655 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6180 = stablehlo.broadcast_in_dim %cst_1655, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6181 = stablehlo.multiply %6180, %6179 : tensor<512x128xf32>
    %6182 = stablehlo.subtract %arg95, %6181 : tensor<512x128xf32>
    %6183 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6184 = stablehlo.multiply %3688, %6183 : tensor<128xf32>
    %6185 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6186 = stablehlo.multiply %4525, %6185 : tensor<128xf32>
    %6187 = stablehlo.sqrt %6186 : tensor<128xf32>
    %cst_1656 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6188 = stablehlo.broadcast_in_dim %cst_1656, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6189 = stablehlo.add %6187, %6188 : tensor<128xf32>
    %6190 = stablehlo.divide %6184, %6189 : tensor<128xf32>
    %cst_1657 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6191 = stablehlo.broadcast_in_dim %cst_1657, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6192 = stablehlo.multiply %6191, %arg96 : tensor<128xf32>
    %6193 = stablehlo.add %6190, %6192 : tensor<128xf32>
    %cst_1658 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6194 = stablehlo.broadcast_in_dim %cst_1658, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6195 = stablehlo.multiply %6194, %6193 : tensor<128xf32>
    %6196 = stablehlo.subtract %arg96, %6195 : tensor<128xf32>
    %6197 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6198 = stablehlo.multiply %3693, %6197 : tensor<128x128xf32>
    %6199 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6200 = stablehlo.multiply %4531, %6199 : tensor<128x128xf32>
    %6201 = stablehlo.sqrt %6200 : tensor<128x128xf32>
    %cst_1659 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6202 = stablehlo.broadcast_in_dim %cst_1659, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6203 = stablehlo.add %6201, %6202 : tensor<128x128xf32>
    %6204 = stablehlo.divide %6198, %6203 : tensor<128x128xf32>
    %cst_1660 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6205 = stablehlo.broadcast_in_dim %cst_1660, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6206 = stablehlo.multiply %6205, %arg97 : tensor<128x128xf32>
    %6207 = stablehlo.add %6204, %6206 : tensor<128x128xf32>
    %cst_1661 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6208 = stablehlo.broadcast_in_dim %cst_1661, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6209 = stablehlo.multiply %6208, %6207 : tensor<128x128xf32>
    %6210 = stablehlo.subtract %arg97, %6209 : tensor<128x128xf32>
    %6211 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6212 = stablehlo.multiply %3698, %6211 : tensor<384xf32>
    %6213 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6214 = stablehlo.multiply %4537, %6213 : tensor<384xf32>
    %6215 = stablehlo.sqrt %6214 : tensor<384xf32>
    %cst_1662 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6216 = stablehlo.broadcast_in_dim %cst_1662, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6217 = stablehlo.add %6215, %6216 : tensor<384xf32>
    %6218 = stablehlo.divide %6212, %6217 : tensor<384xf32>
    %cst_1663 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6219 = stablehlo.broadcast_in_dim %cst_1663, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6220 = stablehlo.multiply %6219, %arg98 : tensor<384xf32>
    %6221 = stablehlo.add %6218, %6220 : tensor<384xf32>
    %cst_1664 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6222 = stablehlo.broadcast_in_dim %cst_1664, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6223 = stablehlo.multiply %6222, %6221 : tensor<384xf32>
    %6224 = stablehlo.subtract %arg98, %6223 : tensor<384xf32>
    %6225 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6226 = stablehlo.multiply %3703, %6225 : tensor<128x384xf32>
    %6227 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6228 = stablehlo.multiply %4543, %6227 : tensor<128x384xf32>
    %6229 = stablehlo.sqrt %6228 : tensor<128x384xf32>
    %cst_1665 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6230 = stablehlo.broadcast_in_dim %cst_1665, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6231 = stablehlo.add %6229, %6230 : tensor<128x384xf32>
    %6232 = stablehlo.divide %6226, %6231 : tensor<128x384xf32>
    %cst_1666 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6233 = stablehlo.broadcast_in_dim %cst_1666, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6234 = stablehlo.multiply %6233, %arg99 : tensor<128x384xf32>
    %6235 = stablehlo.add %6232, %6234 : tensor<128x384xf32>
    %cst_1667 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6236 = stablehlo.broadcast_in_dim %cst_1667, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6237 = stablehlo.multiply %6236, %6235 : tensor<128x384xf32>
    %6238 = stablehlo.subtract %arg99, %6237 : tensor<128x384xf32>
    %6239 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6240 = stablehlo.multiply %3708, %6239 : tensor<128xf32>
    %6241 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6242 = stablehlo.multiply %4549, %6241 : tensor<128xf32>
    %6243 = stablehlo.sqrt %6242 : tensor<128xf32>
    %cst_1668 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6244 = stablehlo.broadcast_in_dim %cst_1668, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6245 = stablehlo.add %6243, %6244 : tensor<128xf32>
    %6246 = stablehlo.divide %6240, %6245 : tensor<128xf32>
    %cst_1669 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6247 = stablehlo.broadcast_in_dim %cst_1669, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6248 = stablehlo.multiply %6247, %arg100 : tensor<128xf32>
    %6249 = stablehlo.add %6246, %6248 : tensor<128xf32>
    %cst_1670 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6250 = stablehlo.broadcast_in_dim %cst_1670, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6251 = stablehlo.multiply %6250, %6249 : tensor<128xf32>
    %6252 = stablehlo.subtract %arg100, %6251 : tensor<128xf32>
    %6253 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6254 = stablehlo.multiply %3713, %6253 : tensor<128xf32>
    %6255 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6256 = stablehlo.multiply %4555, %6255 : tensor<128xf32>
    %6257 = stablehlo.sqrt %6256 : tensor<128xf32>
    %cst_1671 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6258 = stablehlo.broadcast_in_dim %cst_1671, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6259 = stablehlo.add %6257, %6258 : tensor<128xf32>
    %6260 = stablehlo.divide %6254, %6259 : tensor<128xf32>
    %cst_1672 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6261 = stablehlo.broadcast_in_dim %cst_1672, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6262 = stablehlo.multiply %6261, %arg101 : tensor<128xf32>
    %6263 = stablehlo.add %6260, %6262 : tensor<128xf32>
    %cst_1673 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6264 = stablehlo.broadcast_in_dim %cst_1673, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6265 = stablehlo.multiply %6264, %6263 : tensor<128xf32>
    %6266 = stablehlo.subtract %arg101, %6265 : tensor<128xf32>
    %6267 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6268 = stablehlo.multiply %3718, %6267 : tensor<128xf32>
    %6269 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6270 = stablehlo.multiply %4561, %6269 : tensor<128xf32>
    %6271 = stablehlo.sqrt %6270 : tensor<128xf32>
    %cst_1674 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6272 = stablehlo.broadcast_in_dim %cst_1674, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6273 = stablehlo.add %6271, %6272 : tensor<128xf32>
    %6274 = stablehlo.divide %6268, %6273 : tensor<128xf32>
    %cst_1675 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6275 = stablehlo.broadcast_in_dim %cst_1675, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6276 = stablehlo.multiply %6275, %arg102 : tensor<128xf32>
    %6277 = stablehlo.add %6274, %6276 : tensor<128xf32>
    %cst_1676 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6278 = stablehlo.broadcast_in_dim %cst_1676, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6279 = stablehlo.multiply %6278, %6277 : tensor<128xf32>
    %6280 = stablehlo.subtract %arg102, %6279 : tensor<128xf32>
    %6281 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6282 = stablehlo.multiply %3723, %6281 : tensor<128xf32>
    %6283 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6284 = stablehlo.multiply %4567, %6283 : tensor<128xf32>
    %6285 = stablehlo.sqrt %6284 : tensor<128xf32>
    %cst_1677 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6286 = stablehlo.broadcast_in_dim %cst_1677, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6287 = stablehlo.add %6285, %6286 : tensor<128xf32>
    %6288 = stablehlo.divide %6282, %6287 : tensor<128xf32>
    %cst_1678 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6289 = stablehlo.broadcast_in_dim %cst_1678, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6290 = stablehlo.multiply %6289, %arg103 : tensor<128xf32>
    %6291 = stablehlo.add %6288, %6290 : tensor<128xf32>
    %cst_1679 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6292 = stablehlo.broadcast_in_dim %cst_1679, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6293 = stablehlo.multiply %6292, %6291 : tensor<128xf32>
    %6294 = stablehlo.subtract %arg103, %6293 : tensor<128xf32>
    %6295 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6296 = stablehlo.multiply %3728, %6295 : tensor<512xf32>
    %6297 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6298 = stablehlo.multiply %4573, %6297 : tensor<512xf32>
    %6299 = stablehlo.sqrt %6298 : tensor<512xf32>
    %cst_1680 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6300 = stablehlo.broadcast_in_dim %cst_1680, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6301 = stablehlo.add %6299, %6300 : tensor<512xf32>
    %6302 = stablehlo.divide %6296, %6301 : tensor<512xf32>
    %cst_1681 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6303 = stablehlo.broadcast_in_dim %cst_1681, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6304 = stablehlo.multiply %6303, %arg104 : tensor<512xf32>
    %6305 = stablehlo.add %6302, %6304 : tensor<512xf32>
    %cst_1682 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6306 = stablehlo.broadcast_in_dim %cst_1682, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6307 = stablehlo.multiply %6306, %6305 : tensor<512xf32>
    %6308 = stablehlo.subtract %arg104, %6307 : tensor<512xf32>
    %6309 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6310 = stablehlo.multiply %3733, %6309 : tensor<128x512xf32>
    %6311 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6312 = stablehlo.multiply %4579, %6311 : tensor<128x512xf32>
    %6313 = stablehlo.sqrt %6312 : tensor<128x512xf32>
    %cst_1683 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6314 = stablehlo.broadcast_in_dim %cst_1683, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6315 = stablehlo.add %6313, %6314 : tensor<128x512xf32>
    %6316 = stablehlo.divide %6310, %6315 : tensor<128x512xf32>
    %cst_1684 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6317 = stablehlo.broadcast_in_dim %cst_1684, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6318 = stablehlo.multiply %6317, %arg105 : tensor<128x512xf32>
    %6319 = stablehlo.add %6316, %6318 : tensor<128x512xf32>
    %cst_1685 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6320 = stablehlo.broadcast_in_dim %cst_1685, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6321 = stablehlo.multiply %6320, %6319 : tensor<128x512xf32>
    %6322 = stablehlo.subtract %arg105, %6321 : tensor<128x512xf32>
    %6323 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6324 = stablehlo.multiply %3738, %6323 : tensor<128xf32>
    %6325 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6326 = stablehlo.multiply %4585, %6325 : tensor<128xf32>
    %6327 = stablehlo.sqrt %6326 : tensor<128xf32>
    %cst_1686 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6328 = stablehlo.broadcast_in_dim %cst_1686, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6329 = stablehlo.add %6327, %6328 : tensor<128xf32>
    %6330 = stablehlo.divide %6324, %6329 : tensor<128xf32>
    %cst_1687 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6331 = stablehlo.broadcast_in_dim %cst_1687, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6332 = stablehlo.multiply %6331, %arg106 : tensor<128xf32>
    %6333 = stablehlo.add %6330, %6332 : tensor<128xf32>
    %cst_1688 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6334 = stablehlo.broadcast_in_dim %cst_1688, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6335 = stablehlo.multiply %6334, %6333 : tensor<128xf32>
    %6336 = stablehlo.subtract %arg106, %6335 : tensor<128xf32>
    %6337 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6338 = stablehlo.multiply %3743, %6337 : tensor<512x128xf32>
    %6339 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6340 = stablehlo.multiply %4591, %6339 : tensor<512x128xf32>
    %6341 = stablehlo.sqrt %6340 : tensor<512x128xf32>
    %cst_1689 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6342 = stablehlo.broadcast_in_dim %cst_1689, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6343 = stablehlo.add %6341, %6342 : tensor<512x128xf32>
    %6344 = stablehlo.divide %6338, %6343 : tensor<512x128xf32>
    %cst_1690 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6345 = stablehlo.broadcast_in_dim %cst_1690, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6346 = stablehlo.multiply %6345, %arg107 : tensor<512x128xf32>
    %6347 = stablehlo.add %6344, %6346 : tensor<512x128xf32>
    %cst_1691 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6348 = stablehlo.broadcast_in_dim %cst_1691, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6349 = stablehlo.multiply %6348, %6347 : tensor<512x128xf32>
    %6350 = stablehlo.subtract %arg107, %6349 : tensor<512x128xf32>
    %6351 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6352 = stablehlo.multiply %3748, %6351 : tensor<128xf32>
    %6353 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6354 = stablehlo.multiply %4597, %6353 : tensor<128xf32>
    %6355 = stablehlo.sqrt %6354 : tensor<128xf32>
    %cst_1692 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6356 = stablehlo.broadcast_in_dim %cst_1692, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6357 = stablehlo.add %6355, %6356 : tensor<128xf32>
    %6358 = stablehlo.divide %6352, %6357 : tensor<128xf32>
    %cst_1693 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6359 = stablehlo.broadcast_in_dim %cst_1693, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6360 = stablehlo.multiply %6359, %arg108 : tensor<128xf32>
    %6361 = stablehlo.add %6358, %6360 : tensor<128xf32>
    %cst_1694 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6362 = stablehlo.broadcast_in_dim %cst_1694, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6363 = stablehlo.multiply %6362, %6361 : tensor<128xf32>
    %6364 = stablehlo.subtract %arg108, %6363 : tensor<128xf32>
    %6365 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6366 = stablehlo.multiply %3753, %6365 : tensor<128x128xf32>
    %6367 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6368 = stablehlo.multiply %4603, %6367 : tensor<128x128xf32>
    %6369 = stablehlo.sqrt %6368 : tensor<128x128xf32>
    %cst_1695 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6370 = stablehlo.broadcast_in_dim %cst_1695, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6371 = stablehlo.add %6369, %6370 : tensor<128x128xf32>
    %6372 = stablehlo.divide %6366, %6371 : tensor<128x128xf32>
    %cst_1696 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6373 = stablehlo.broadcast_in_dim %cst_1696, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6374 = stablehlo.multiply %6373, %arg109 : tensor<128x128xf32>
    %6375 = stablehlo.add %6372, %6374 : tensor<128x128xf32>
    %cst_1697 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6376 = stablehlo.broadcast_in_dim %cst_1697, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6377 = stablehlo.multiply %6376, %6375 : tensor<128x128xf32>
    %6378 = stablehlo.subtract %arg109, %6377 : tensor<128x128xf32>
    %6379 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6380 = stablehlo.multiply %3758, %6379 : tensor<384xf32>
    %6381 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6382 = stablehlo.multiply %4609, %6381 : tensor<384xf32>
    %6383 = stablehlo.sqrt %6382 : tensor<384xf32>
    %cst_1698 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6384 = stablehlo.broadcast_in_dim %cst_1698, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6385 = stablehlo.add %6383, %6384 : tensor<384xf32>
    %6386 = stablehlo.divide %6380, %6385 : tensor<384xf32>
    %cst_1699 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6387 = stablehlo.broadcast_in_dim %cst_1699, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6388 = stablehlo.multiply %6387, %arg110 : tensor<384xf32>
    %6389 = stablehlo.add %6386, %6388 : tensor<384xf32>
    %cst_1700 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6390 = stablehlo.broadcast_in_dim %cst_1700, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6391 = stablehlo.multiply %6390, %6389 : tensor<384xf32>
    %6392 = stablehlo.subtract %arg110, %6391 : tensor<384xf32>
    %6393 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6394 = stablehlo.multiply %3763, %6393 : tensor<128x384xf32>
    %6395 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6396 = stablehlo.multiply %4615, %6395 : tensor<128x384xf32>
    %6397 = stablehlo.sqrt %6396 : tensor<128x384xf32>
    %cst_1701 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6398 = stablehlo.broadcast_in_dim %cst_1701, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6399 = stablehlo.add %6397, %6398 : tensor<128x384xf32>
    %6400 = stablehlo.divide %6394, %6399 : tensor<128x384xf32>
    %cst_1702 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6401 = stablehlo.broadcast_in_dim %cst_1702, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6402 = stablehlo.multiply %6401, %arg111 : tensor<128x384xf32>
    %6403 = stablehlo.add %6400, %6402 : tensor<128x384xf32>
    %cst_1703 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6404 = stablehlo.broadcast_in_dim %cst_1703, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6405 = stablehlo.multiply %6404, %6403 : tensor<128x384xf32>
    %6406 = stablehlo.subtract %arg111, %6405 : tensor<128x384xf32>
    %6407 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6408 = stablehlo.multiply %3768, %6407 : tensor<128xf32>
    %6409 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6410 = stablehlo.multiply %4621, %6409 : tensor<128xf32>
    %6411 = stablehlo.sqrt %6410 : tensor<128xf32>
    %cst_1704 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6412 = stablehlo.broadcast_in_dim %cst_1704, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6413 = stablehlo.add %6411, %6412 : tensor<128xf32>
    %6414 = stablehlo.divide %6408, %6413 : tensor<128xf32>
    %cst_1705 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6415 = stablehlo.broadcast_in_dim %cst_1705, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6416 = stablehlo.multiply %6415, %arg112 : tensor<128xf32>
    %6417 = stablehlo.add %6414, %6416 : tensor<128xf32>
    %cst_1706 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6418 = stablehlo.broadcast_in_dim %cst_1706, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6419 = stablehlo.multiply %6418, %6417 : tensor<128xf32>
    %6420 = stablehlo.subtract %arg112, %6419 : tensor<128xf32>
    %6421 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6422 = stablehlo.multiply %3773, %6421 : tensor<128xf32>
    %6423 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6424 = stablehlo.multiply %4627, %6423 : tensor<128xf32>
    %6425 = stablehlo.sqrt %6424 : tensor<128xf32>
    %cst_1707 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6426 = stablehlo.broadcast_in_dim %cst_1707, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6427 = stablehlo.add %6425, %6426 : tensor<128xf32>
    %6428 = stablehlo.divide %6422, %6427 : tensor<128xf32>
    %cst_1708 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6429 = stablehlo.broadcast_in_dim %cst_1708, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6430 = stablehlo.multiply %6429, %arg113 : tensor<128xf32>
    %6431 = stablehlo.add %6428, %6430 : tensor<128xf32>
    %cst_1709 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6432 = stablehlo.broadcast_in_dim %cst_1709, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6433 = stablehlo.multiply %6432, %6431 : tensor<128xf32>
    %6434 = stablehlo.subtract %arg113, %6433 : tensor<128xf32>
    %6435 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6436 = stablehlo.multiply %3778, %6435 : tensor<128xf32>
    %6437 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6438 = stablehlo.multiply %4633, %6437 : tensor<128xf32>
    %6439 = stablehlo.sqrt %6438 : tensor<128xf32>
    %cst_1710 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6440 = stablehlo.broadcast_in_dim %cst_1710, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6441 = stablehlo.add %6439, %6440 : tensor<128xf32>
    %6442 = stablehlo.divide %6436, %6441 : tensor<128xf32>
    %cst_1711 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6443 = stablehlo.broadcast_in_dim %cst_1711, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6444 = stablehlo.multiply %6443, %arg114 : tensor<128xf32>
    %6445 = stablehlo.add %6442, %6444 : tensor<128xf32>
    %cst_1712 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6446 = stablehlo.broadcast_in_dim %cst_1712, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6447 = stablehlo.multiply %6446, %6445 : tensor<128xf32>
    %6448 = stablehlo.subtract %arg114, %6447 : tensor<128xf32>
    %6449 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6450 = stablehlo.multiply %3783, %6449 : tensor<128xf32>
    %6451 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6452 = stablehlo.multiply %4639, %6451 : tensor<128xf32>
    %6453 = stablehlo.sqrt %6452 : tensor<128xf32>
    %cst_1713 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6454 = stablehlo.broadcast_in_dim %cst_1713, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6455 = stablehlo.add %6453, %6454 : tensor<128xf32>
    %6456 = stablehlo.divide %6450, %6455 : tensor<128xf32>
    %cst_1714 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6457 = stablehlo.broadcast_in_dim %cst_1714, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6458 = stablehlo.multiply %6457, %arg115 : tensor<128xf32>
    %6459 = stablehlo.add %6456, %6458 : tensor<128xf32>
    %cst_1715 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6460 = stablehlo.broadcast_in_dim %cst_1715, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6461 = stablehlo.multiply %6460, %6459 : tensor<128xf32>
    %6462 = stablehlo.subtract %arg115, %6461 : tensor<128xf32>
    %6463 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6464 = stablehlo.multiply %3788, %6463 : tensor<512xf32>
    %6465 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6466 = stablehlo.multiply %4645, %6465 : tensor<512xf32>
    %6467 = stablehlo.sqrt %6466 : tensor<512xf32>
    %cst_1716 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6468 = stablehlo.broadcast_in_dim %cst_1716, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6469 = stablehlo.add %6467, %6468 : tensor<512xf32>
    %6470 = stablehlo.divide %6464, %6469 : tensor<512xf32>
    %cst_1717 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6471 = stablehlo.broadcast_in_dim %cst_1717, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6472 = stablehlo.multiply %6471, %arg116 : tensor<512xf32>
    %6473 = stablehlo.add %6470, %6472 : tensor<512xf32>
    %cst_1718 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6474 = stablehlo.broadcast_in_dim %cst_1718, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6475 = stablehlo.multiply %6474, %6473 : tensor<512xf32>
    %6476 = stablehlo.subtract %arg116, %6475 : tensor<512xf32>
    %6477 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6478 = stablehlo.multiply %3793, %6477 : tensor<128x512xf32>
    %6479 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6480 = stablehlo.multiply %4651, %6479 : tensor<128x512xf32>
    %6481 = stablehlo.sqrt %6480 : tensor<128x512xf32>
    %cst_1719 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6482 = stablehlo.broadcast_in_dim %cst_1719, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6483 = stablehlo.add %6481, %6482 : tensor<128x512xf32>
    %6484 = stablehlo.divide %6478, %6483 : tensor<128x512xf32>
    %cst_1720 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6485 = stablehlo.broadcast_in_dim %cst_1720, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6486 = stablehlo.multiply %6485, %arg117 : tensor<128x512xf32>
    %6487 = stablehlo.add %6484, %6486 : tensor<128x512xf32>
    %cst_1721 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6488 = stablehlo.broadcast_in_dim %cst_1721, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6489 = stablehlo.multiply %6488, %6487 : tensor<128x512xf32>
    %6490 = stablehlo.subtract %arg117, %6489 : tensor<128x512xf32>
    %6491 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6492 = stablehlo.multiply %3798, %6491 : tensor<128xf32>
    %6493 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6494 = stablehlo.multiply %4657, %6493 : tensor<128xf32>
    %6495 = stablehlo.sqrt %6494 : tensor<128xf32>
    %cst_1722 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6496 = stablehlo.broadcast_in_dim %cst_1722, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6497 = stablehlo.add %6495, %6496 : tensor<128xf32>
    %6498 = stablehlo.divide %6492, %6497 : tensor<128xf32>
    %cst_1723 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6499 = stablehlo.broadcast_in_dim %cst_1723, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6500 = stablehlo.multiply %6499, %arg118 : tensor<128xf32>
    %6501 = stablehlo.add %6498, %6500 : tensor<128xf32>
    %cst_1724 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6502 = stablehlo.broadcast_in_dim %cst_1724, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6503 = stablehlo.multiply %6502, %6501 : tensor<128xf32>
    %6504 = stablehlo.subtract %arg118, %6503 : tensor<128xf32>
    %6505 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6506 = stablehlo.multiply %3803, %6505 : tensor<512x128xf32>
    %6507 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6508 = stablehlo.multiply %4663, %6507 : tensor<512x128xf32>
    %6509 = stablehlo.sqrt %6508 : tensor<512x128xf32>
    %cst_1725 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6510 = stablehlo.broadcast_in_dim %cst_1725, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6511 = stablehlo.add %6509, %6510 : tensor<512x128xf32>
    %6512 = stablehlo.divide %6506, %6511 : tensor<512x128xf32>
    %cst_1726 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6513 = stablehlo.broadcast_in_dim %cst_1726, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6514 = stablehlo.multiply %6513, %arg119 : tensor<512x128xf32>
    %6515 = stablehlo.add %6512, %6514 : tensor<512x128xf32>
    %cst_1727 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6516 = stablehlo.broadcast_in_dim %cst_1727, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6517 = stablehlo.multiply %6516, %6515 : tensor<512x128xf32>
    %6518 = stablehlo.subtract %arg119, %6517 : tensor<512x128xf32>
    %6519 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6520 = stablehlo.multiply %3808, %6519 : tensor<128xf32>
    %6521 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6522 = stablehlo.multiply %4669, %6521 : tensor<128xf32>
    %6523 = stablehlo.sqrt %6522 : tensor<128xf32>
    %cst_1728 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6524 = stablehlo.broadcast_in_dim %cst_1728, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6525 = stablehlo.add %6523, %6524 : tensor<128xf32>
    %6526 = stablehlo.divide %6520, %6525 : tensor<128xf32>
    %cst_1729 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6527 = stablehlo.broadcast_in_dim %cst_1729, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6528 = stablehlo.multiply %6527, %arg120 : tensor<128xf32>
    %6529 = stablehlo.add %6526, %6528 : tensor<128xf32>
    %cst_1730 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6530 = stablehlo.broadcast_in_dim %cst_1730, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6531 = stablehlo.multiply %6530, %6529 : tensor<128xf32>
    %6532 = stablehlo.subtract %arg120, %6531 : tensor<128xf32>
    %6533 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6534 = stablehlo.multiply %3813, %6533 : tensor<128x128xf32>
    %6535 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6536 = stablehlo.multiply %4675, %6535 : tensor<128x128xf32>
    %6537 = stablehlo.sqrt %6536 : tensor<128x128xf32>
    %cst_1731 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6538 = stablehlo.broadcast_in_dim %cst_1731, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6539 = stablehlo.add %6537, %6538 : tensor<128x128xf32>
    %6540 = stablehlo.divide %6534, %6539 : tensor<128x128xf32>
    %cst_1732 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6541 = stablehlo.broadcast_in_dim %cst_1732, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6542 = stablehlo.multiply %6541, %arg121 : tensor<128x128xf32>
    %6543 = stablehlo.add %6540, %6542 : tensor<128x128xf32>
    %cst_1733 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6544 = stablehlo.broadcast_in_dim %cst_1733, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6545 = stablehlo.multiply %6544, %6543 : tensor<128x128xf32>
    %6546 = stablehlo.subtract %arg121, %6545 : tensor<128x128xf32>
    %6547 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6548 = stablehlo.multiply %3818, %6547 : tensor<384xf32>
    %6549 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6550 = stablehlo.multiply %4681, %6549 : tensor<384xf32>
    %6551 = stablehlo.sqrt %6550 : tensor<384xf32>
    %cst_1734 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6552 = stablehlo.broadcast_in_dim %cst_1734, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6553 = stablehlo.add %6551, %6552 : tensor<384xf32>
    %6554 = stablehlo.divide %6548, %6553 : tensor<384xf32>
    %cst_1735 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6555 = stablehlo.broadcast_in_dim %cst_1735, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6556 = stablehlo.multiply %6555, %arg122 : tensor<384xf32>
    %6557 = stablehlo.add %6554, %6556 : tensor<384xf32>
    %cst_1736 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6558 = stablehlo.broadcast_in_dim %cst_1736, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6559 = stablehlo.multiply %6558, %6557 : tensor<384xf32>
    %6560 = stablehlo.subtract %arg122, %6559 : tensor<384xf32>
    %6561 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6562 = stablehlo.multiply %3823, %6561 : tensor<128x384xf32>
    %6563 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6564 = stablehlo.multiply %4687, %6563 : tensor<128x384xf32>
    %6565 = stablehlo.sqrt %6564 : tensor<128x384xf32>
    %cst_1737 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6566 = stablehlo.broadcast_in_dim %cst_1737, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6567 = stablehlo.add %6565, %6566 : tensor<128x384xf32>
    %6568 = stablehlo.divide %6562, %6567 : tensor<128x384xf32>
    %cst_1738 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6569 = stablehlo.broadcast_in_dim %cst_1738, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6570 = stablehlo.multiply %6569, %arg123 : tensor<128x384xf32>
    %6571 = stablehlo.add %6568, %6570 : tensor<128x384xf32>
    %cst_1739 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6572 = stablehlo.broadcast_in_dim %cst_1739, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6573 = stablehlo.multiply %6572, %6571 : tensor<128x384xf32>
    %6574 = stablehlo.subtract %arg123, %6573 : tensor<128x384xf32>
    %6575 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6576 = stablehlo.multiply %3828, %6575 : tensor<128xf32>
    %6577 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6578 = stablehlo.multiply %4693, %6577 : tensor<128xf32>
    %6579 = stablehlo.sqrt %6578 : tensor<128xf32>
    %cst_1740 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6580 = stablehlo.broadcast_in_dim %cst_1740, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6581 = stablehlo.add %6579, %6580 : tensor<128xf32>
    %6582 = stablehlo.divide %6576, %6581 : tensor<128xf32>
    %cst_1741 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6583 = stablehlo.broadcast_in_dim %cst_1741, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6584 = stablehlo.multiply %6583, %arg124 : tensor<128xf32>
    %6585 = stablehlo.add %6582, %6584 : tensor<128xf32>
    %cst_1742 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6586 = stablehlo.broadcast_in_dim %cst_1742, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6587 = stablehlo.multiply %6586, %6585 : tensor<128xf32>
    %6588 = stablehlo.subtract %arg124, %6587 : tensor<128xf32>
    %6589 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6590 = stablehlo.multiply %3833, %6589 : tensor<128xf32>
    %6591 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6592 = stablehlo.multiply %4699, %6591 : tensor<128xf32>
    %6593 = stablehlo.sqrt %6592 : tensor<128xf32>
    %cst_1743 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6594 = stablehlo.broadcast_in_dim %cst_1743, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6595 = stablehlo.add %6593, %6594 : tensor<128xf32>
    %6596 = stablehlo.divide %6590, %6595 : tensor<128xf32>
    %cst_1744 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6597 = stablehlo.broadcast_in_dim %cst_1744, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6598 = stablehlo.multiply %6597, %arg125 : tensor<128xf32>
    %6599 = stablehlo.add %6596, %6598 : tensor<128xf32>
    %cst_1745 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6600 = stablehlo.broadcast_in_dim %cst_1745, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6601 = stablehlo.multiply %6600, %6599 : tensor<128xf32>
    %6602 = stablehlo.subtract %arg125, %6601 : tensor<128xf32>
    %6603 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6604 = stablehlo.multiply %3838, %6603 : tensor<128xf32>
    %6605 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6606 = stablehlo.multiply %4705, %6605 : tensor<128xf32>
    %6607 = stablehlo.sqrt %6606 : tensor<128xf32>
    %cst_1746 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6608 = stablehlo.broadcast_in_dim %cst_1746, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6609 = stablehlo.add %6607, %6608 : tensor<128xf32>
    %6610 = stablehlo.divide %6604, %6609 : tensor<128xf32>
    %cst_1747 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6611 = stablehlo.broadcast_in_dim %cst_1747, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6612 = stablehlo.multiply %6611, %arg126 : tensor<128xf32>
    %6613 = stablehlo.add %6610, %6612 : tensor<128xf32>
    %cst_1748 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6614 = stablehlo.broadcast_in_dim %cst_1748, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6615 = stablehlo.multiply %6614, %6613 : tensor<128xf32>
    %6616 = stablehlo.subtract %arg126, %6615 : tensor<128xf32>
    %6617 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6618 = stablehlo.multiply %3843, %6617 : tensor<128xf32>
    %6619 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6620 = stablehlo.multiply %4711, %6619 : tensor<128xf32>
    %6621 = stablehlo.sqrt %6620 : tensor<128xf32>
    %cst_1749 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6622 = stablehlo.broadcast_in_dim %cst_1749, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6623 = stablehlo.add %6621, %6622 : tensor<128xf32>
    %6624 = stablehlo.divide %6618, %6623 : tensor<128xf32>
    %cst_1750 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6625 = stablehlo.broadcast_in_dim %cst_1750, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6626 = stablehlo.multiply %6625, %arg127 : tensor<128xf32>
    %6627 = stablehlo.add %6624, %6626 : tensor<128xf32>
    %cst_1751 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6628 = stablehlo.broadcast_in_dim %cst_1751, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6629 = stablehlo.multiply %6628, %6627 : tensor<128xf32>
    %6630 = stablehlo.subtract %arg127, %6629 : tensor<128xf32>
    %6631 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6632 = stablehlo.multiply %3848, %6631 : tensor<512xf32>
    %6633 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6634 = stablehlo.multiply %4717, %6633 : tensor<512xf32>
    %6635 = stablehlo.sqrt %6634 : tensor<512xf32>
    %cst_1752 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6636 = stablehlo.broadcast_in_dim %cst_1752, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6637 = stablehlo.add %6635, %6636 : tensor<512xf32>
    %6638 = stablehlo.divide %6632, %6637 : tensor<512xf32>
    %cst_1753 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6639 = stablehlo.broadcast_in_dim %cst_1753, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6640 = stablehlo.multiply %6639, %arg128 : tensor<512xf32>
    %6641 = stablehlo.add %6638, %6640 : tensor<512xf32>
    %cst_1754 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6642 = stablehlo.broadcast_in_dim %cst_1754, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6643 = stablehlo.multiply %6642, %6641 : tensor<512xf32>
    %6644 = stablehlo.subtract %arg128, %6643 : tensor<512xf32>
    %6645 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6646 = stablehlo.multiply %3853, %6645 : tensor<128x512xf32>
    %6647 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6648 = stablehlo.multiply %4723, %6647 : tensor<128x512xf32>
    %6649 = stablehlo.sqrt %6648 : tensor<128x512xf32>
    %cst_1755 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6650 = stablehlo.broadcast_in_dim %cst_1755, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6651 = stablehlo.add %6649, %6650 : tensor<128x512xf32>
    %6652 = stablehlo.divide %6646, %6651 : tensor<128x512xf32>
    %cst_1756 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6653 = stablehlo.broadcast_in_dim %cst_1756, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6654 = stablehlo.multiply %6653, %arg129 : tensor<128x512xf32>
    %6655 = stablehlo.add %6652, %6654 : tensor<128x512xf32>
    %cst_1757 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6656 = stablehlo.broadcast_in_dim %cst_1757, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6657 = stablehlo.multiply %6656, %6655 : tensor<128x512xf32>
    %6658 = stablehlo.subtract %arg129, %6657 : tensor<128x512xf32>
    %6659 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6660 = stablehlo.multiply %3858, %6659 : tensor<128xf32>
    %6661 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6662 = stablehlo.multiply %4729, %6661 : tensor<128xf32>
    %6663 = stablehlo.sqrt %6662 : tensor<128xf32>
    %cst_1758 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6664 = stablehlo.broadcast_in_dim %cst_1758, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6665 = stablehlo.add %6663, %6664 : tensor<128xf32>
    %6666 = stablehlo.divide %6660, %6665 : tensor<128xf32>
    %cst_1759 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6667 = stablehlo.broadcast_in_dim %cst_1759, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6668 = stablehlo.multiply %6667, %arg130 : tensor<128xf32>
    %6669 = stablehlo.add %6666, %6668 : tensor<128xf32>
    %cst_1760 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6670 = stablehlo.broadcast_in_dim %cst_1760, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6671 = stablehlo.multiply %6670, %6669 : tensor<128xf32>
    %6672 = stablehlo.subtract %arg130, %6671 : tensor<128xf32>
    %6673 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6674 = stablehlo.multiply %3863, %6673 : tensor<512x128xf32>
    %6675 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6676 = stablehlo.multiply %4735, %6675 : tensor<512x128xf32>
    %6677 = stablehlo.sqrt %6676 : tensor<512x128xf32>
    %cst_1761 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6678 = stablehlo.broadcast_in_dim %cst_1761, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6679 = stablehlo.add %6677, %6678 : tensor<512x128xf32>
    %6680 = stablehlo.divide %6674, %6679 : tensor<512x128xf32>
    %cst_1762 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6681 = stablehlo.broadcast_in_dim %cst_1762, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6682 = stablehlo.multiply %6681, %arg131 : tensor<512x128xf32>
    %6683 = stablehlo.add %6680, %6682 : tensor<512x128xf32>
    %cst_1763 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6684 = stablehlo.broadcast_in_dim %cst_1763, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6685 = stablehlo.multiply %6684, %6683 : tensor<512x128xf32>
    %6686 = stablehlo.subtract %arg131, %6685 : tensor<512x128xf32>
    %6687 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6688 = stablehlo.multiply %3868, %6687 : tensor<128xf32>
    %6689 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6690 = stablehlo.multiply %4741, %6689 : tensor<128xf32>
    %6691 = stablehlo.sqrt %6690 : tensor<128xf32>
    %cst_1764 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6692 = stablehlo.broadcast_in_dim %cst_1764, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6693 = stablehlo.add %6691, %6692 : tensor<128xf32>
    %6694 = stablehlo.divide %6688, %6693 : tensor<128xf32>
    %cst_1765 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6695 = stablehlo.broadcast_in_dim %cst_1765, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6696 = stablehlo.multiply %6695, %arg132 : tensor<128xf32>
    %6697 = stablehlo.add %6694, %6696 : tensor<128xf32>
    %cst_1766 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6698 = stablehlo.broadcast_in_dim %cst_1766, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6699 = stablehlo.multiply %6698, %6697 : tensor<128xf32>
    %6700 = stablehlo.subtract %arg132, %6699 : tensor<128xf32>
    %6701 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6702 = stablehlo.multiply %3873, %6701 : tensor<128x128xf32>
    %6703 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6704 = stablehlo.multiply %4747, %6703 : tensor<128x128xf32>
    %6705 = stablehlo.sqrt %6704 : tensor<128x128xf32>
    %cst_1767 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6706 = stablehlo.broadcast_in_dim %cst_1767, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6707 = stablehlo.add %6705, %6706 : tensor<128x128xf32>
    %6708 = stablehlo.divide %6702, %6707 : tensor<128x128xf32>
    %cst_1768 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6709 = stablehlo.broadcast_in_dim %cst_1768, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6710 = stablehlo.multiply %6709, %arg133 : tensor<128x128xf32>
    %6711 = stablehlo.add %6708, %6710 : tensor<128x128xf32>
    %cst_1769 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6712 = stablehlo.broadcast_in_dim %cst_1769, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6713 = stablehlo.multiply %6712, %6711 : tensor<128x128xf32>
    %6714 = stablehlo.subtract %arg133, %6713 : tensor<128x128xf32>
    %6715 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6716 = stablehlo.multiply %3878, %6715 : tensor<384xf32>
    %6717 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6718 = stablehlo.multiply %4753, %6717 : tensor<384xf32>
    %6719 = stablehlo.sqrt %6718 : tensor<384xf32>
    %cst_1770 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6720 = stablehlo.broadcast_in_dim %cst_1770, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6721 = stablehlo.add %6719, %6720 : tensor<384xf32>
    %6722 = stablehlo.divide %6716, %6721 : tensor<384xf32>
    %cst_1771 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6723 = stablehlo.broadcast_in_dim %cst_1771, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6724 = stablehlo.multiply %6723, %arg134 : tensor<384xf32>
    %6725 = stablehlo.add %6722, %6724 : tensor<384xf32>
    %cst_1772 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6726 = stablehlo.broadcast_in_dim %cst_1772, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %6727 = stablehlo.multiply %6726, %6725 : tensor<384xf32>
    %6728 = stablehlo.subtract %arg134, %6727 : tensor<384xf32>
    %6729 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6730 = stablehlo.multiply %3883, %6729 : tensor<128x384xf32>
    %6731 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6732 = stablehlo.multiply %4759, %6731 : tensor<128x384xf32>
    %6733 = stablehlo.sqrt %6732 : tensor<128x384xf32>
    %cst_1773 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6734 = stablehlo.broadcast_in_dim %cst_1773, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6735 = stablehlo.add %6733, %6734 : tensor<128x384xf32>
    %6736 = stablehlo.divide %6730, %6735 : tensor<128x384xf32>
    %cst_1774 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6737 = stablehlo.broadcast_in_dim %cst_1774, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6738 = stablehlo.multiply %6737, %arg135 : tensor<128x384xf32>
    %6739 = stablehlo.add %6736, %6738 : tensor<128x384xf32>
    %cst_1775 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6740 = stablehlo.broadcast_in_dim %cst_1775, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %6741 = stablehlo.multiply %6740, %6739 : tensor<128x384xf32>
    %6742 = stablehlo.subtract %arg135, %6741 : tensor<128x384xf32>
    %6743 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6744 = stablehlo.multiply %3888, %6743 : tensor<128xf32>
    %6745 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6746 = stablehlo.multiply %4765, %6745 : tensor<128xf32>
    %6747 = stablehlo.sqrt %6746 : tensor<128xf32>
    %cst_1776 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6748 = stablehlo.broadcast_in_dim %cst_1776, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6749 = stablehlo.add %6747, %6748 : tensor<128xf32>
    %6750 = stablehlo.divide %6744, %6749 : tensor<128xf32>
    %cst_1777 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6751 = stablehlo.broadcast_in_dim %cst_1777, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6752 = stablehlo.multiply %6751, %arg136 : tensor<128xf32>
    %6753 = stablehlo.add %6750, %6752 : tensor<128xf32>
    %cst_1778 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6754 = stablehlo.broadcast_in_dim %cst_1778, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6755 = stablehlo.multiply %6754, %6753 : tensor<128xf32>
    %6756 = stablehlo.subtract %arg136, %6755 : tensor<128xf32>
    %6757 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6758 = stablehlo.multiply %3893, %6757 : tensor<128xf32>
    %6759 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6760 = stablehlo.multiply %4771, %6759 : tensor<128xf32>
    %6761 = stablehlo.sqrt %6760 : tensor<128xf32>
    %cst_1779 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6762 = stablehlo.broadcast_in_dim %cst_1779, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6763 = stablehlo.add %6761, %6762 : tensor<128xf32>
    %6764 = stablehlo.divide %6758, %6763 : tensor<128xf32>
    %cst_1780 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6765 = stablehlo.broadcast_in_dim %cst_1780, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6766 = stablehlo.multiply %6765, %arg137 : tensor<128xf32>
    %6767 = stablehlo.add %6764, %6766 : tensor<128xf32>
    %cst_1781 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6768 = stablehlo.broadcast_in_dim %cst_1781, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6769 = stablehlo.multiply %6768, %6767 : tensor<128xf32>
    %6770 = stablehlo.subtract %arg137, %6769 : tensor<128xf32>
    %6771 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6772 = stablehlo.multiply %3898, %6771 : tensor<128xf32>
    %6773 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6774 = stablehlo.multiply %4777, %6773 : tensor<128xf32>
    %6775 = stablehlo.sqrt %6774 : tensor<128xf32>
    %cst_1782 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6776 = stablehlo.broadcast_in_dim %cst_1782, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6777 = stablehlo.add %6775, %6776 : tensor<128xf32>
    %6778 = stablehlo.divide %6772, %6777 : tensor<128xf32>
    %cst_1783 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6779 = stablehlo.broadcast_in_dim %cst_1783, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6780 = stablehlo.multiply %6779, %arg138 : tensor<128xf32>
    %6781 = stablehlo.add %6778, %6780 : tensor<128xf32>
    %cst_1784 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6782 = stablehlo.broadcast_in_dim %cst_1784, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6783 = stablehlo.multiply %6782, %6781 : tensor<128xf32>
    %6784 = stablehlo.subtract %arg138, %6783 : tensor<128xf32>
    %6785 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6786 = stablehlo.multiply %3903, %6785 : tensor<128xf32>
    %6787 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6788 = stablehlo.multiply %4783, %6787 : tensor<128xf32>
    %6789 = stablehlo.sqrt %6788 : tensor<128xf32>
    %cst_1785 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6790 = stablehlo.broadcast_in_dim %cst_1785, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6791 = stablehlo.add %6789, %6790 : tensor<128xf32>
    %6792 = stablehlo.divide %6786, %6791 : tensor<128xf32>
    %cst_1786 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6793 = stablehlo.broadcast_in_dim %cst_1786, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6794 = stablehlo.multiply %6793, %arg139 : tensor<128xf32>
    %6795 = stablehlo.add %6792, %6794 : tensor<128xf32>
    %cst_1787 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6796 = stablehlo.broadcast_in_dim %cst_1787, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6797 = stablehlo.multiply %6796, %6795 : tensor<128xf32>
    %6798 = stablehlo.subtract %arg139, %6797 : tensor<128xf32>
    %6799 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6800 = stablehlo.multiply %3908, %6799 : tensor<512xf32>
    %6801 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6802 = stablehlo.multiply %4789, %6801 : tensor<512xf32>
    %6803 = stablehlo.sqrt %6802 : tensor<512xf32>
    %cst_1788 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6804 = stablehlo.broadcast_in_dim %cst_1788, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6805 = stablehlo.add %6803, %6804 : tensor<512xf32>
    %6806 = stablehlo.divide %6800, %6805 : tensor<512xf32>
    %cst_1789 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6807 = stablehlo.broadcast_in_dim %cst_1789, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6808 = stablehlo.multiply %6807, %arg140 : tensor<512xf32>
    %6809 = stablehlo.add %6806, %6808 : tensor<512xf32>
    %cst_1790 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6810 = stablehlo.broadcast_in_dim %cst_1790, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %6811 = stablehlo.multiply %6810, %6809 : tensor<512xf32>
    %6812 = stablehlo.subtract %arg140, %6811 : tensor<512xf32>
    %6813 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6814 = stablehlo.multiply %3913, %6813 : tensor<128x512xf32>
    %6815 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6816 = stablehlo.multiply %4795, %6815 : tensor<128x512xf32>
    %6817 = stablehlo.sqrt %6816 : tensor<128x512xf32>
    %cst_1791 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6818 = stablehlo.broadcast_in_dim %cst_1791, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6819 = stablehlo.add %6817, %6818 : tensor<128x512xf32>
    %6820 = stablehlo.divide %6814, %6819 : tensor<128x512xf32>
    %cst_1792 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6821 = stablehlo.broadcast_in_dim %cst_1792, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6822 = stablehlo.multiply %6821, %arg141 : tensor<128x512xf32>
    %6823 = stablehlo.add %6820, %6822 : tensor<128x512xf32>
    %cst_1793 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6824 = stablehlo.broadcast_in_dim %cst_1793, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %6825 = stablehlo.multiply %6824, %6823 : tensor<128x512xf32>
    %6826 = stablehlo.subtract %arg141, %6825 : tensor<128x512xf32>
    %6827 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6828 = stablehlo.multiply %3918, %6827 : tensor<128xf32>
    %6829 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6830 = stablehlo.multiply %4801, %6829 : tensor<128xf32>
    %6831 = stablehlo.sqrt %6830 : tensor<128xf32>
    %cst_1794 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6832 = stablehlo.broadcast_in_dim %cst_1794, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6833 = stablehlo.add %6831, %6832 : tensor<128xf32>
    %6834 = stablehlo.divide %6828, %6833 : tensor<128xf32>
    %cst_1795 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6835 = stablehlo.broadcast_in_dim %cst_1795, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6836 = stablehlo.multiply %6835, %arg142 : tensor<128xf32>
    %6837 = stablehlo.add %6834, %6836 : tensor<128xf32>
    %cst_1796 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6838 = stablehlo.broadcast_in_dim %cst_1796, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6839 = stablehlo.multiply %6838, %6837 : tensor<128xf32>
    %6840 = stablehlo.subtract %arg142, %6839 : tensor<128xf32>
    %6841 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6842 = stablehlo.multiply %3923, %6841 : tensor<512x128xf32>
    %6843 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6844 = stablehlo.multiply %4807, %6843 : tensor<512x128xf32>
    %6845 = stablehlo.sqrt %6844 : tensor<512x128xf32>
    %cst_1797 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6846 = stablehlo.broadcast_in_dim %cst_1797, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6847 = stablehlo.add %6845, %6846 : tensor<512x128xf32>
    %6848 = stablehlo.divide %6842, %6847 : tensor<512x128xf32>
    %cst_1798 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6849 = stablehlo.broadcast_in_dim %cst_1798, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6850 = stablehlo.multiply %6849, %arg143 : tensor<512x128xf32>
    %6851 = stablehlo.add %6848, %6850 : tensor<512x128xf32>
    %cst_1799 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6852 = stablehlo.broadcast_in_dim %cst_1799, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %6853 = stablehlo.multiply %6852, %6851 : tensor<512x128xf32>
    %6854 = stablehlo.subtract %arg143, %6853 : tensor<512x128xf32>
    %6855 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6856 = stablehlo.multiply %3928, %6855 : tensor<128xf32>
    %6857 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6858 = stablehlo.multiply %4813, %6857 : tensor<128xf32>
    %6859 = stablehlo.sqrt %6858 : tensor<128xf32>
    %cst_1800 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6860 = stablehlo.broadcast_in_dim %cst_1800, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6861 = stablehlo.add %6859, %6860 : tensor<128xf32>
    %6862 = stablehlo.divide %6856, %6861 : tensor<128xf32>
    %cst_1801 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6863 = stablehlo.broadcast_in_dim %cst_1801, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6864 = stablehlo.multiply %6863, %arg144 : tensor<128xf32>
    %6865 = stablehlo.add %6862, %6864 : tensor<128xf32>
    %cst_1802 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6866 = stablehlo.broadcast_in_dim %cst_1802, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6867 = stablehlo.multiply %6866, %6865 : tensor<128xf32>
    %6868 = stablehlo.subtract %arg144, %6867 : tensor<128xf32>
    %6869 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6870 = stablehlo.multiply %3933, %6869 : tensor<128xf32>
    %6871 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6872 = stablehlo.multiply %4819, %6871 : tensor<128xf32>
    %6873 = stablehlo.sqrt %6872 : tensor<128xf32>
    %cst_1803 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6874 = stablehlo.broadcast_in_dim %cst_1803, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6875 = stablehlo.add %6873, %6874 : tensor<128xf32>
    %6876 = stablehlo.divide %6870, %6875 : tensor<128xf32>
    %cst_1804 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6877 = stablehlo.broadcast_in_dim %cst_1804, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6878 = stablehlo.multiply %6877, %arg145 : tensor<128xf32>
    %6879 = stablehlo.add %6876, %6878 : tensor<128xf32>
    %cst_1805 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6880 = stablehlo.broadcast_in_dim %cst_1805, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6881 = stablehlo.multiply %6880, %6879 : tensor<128xf32>
    %6882 = stablehlo.subtract %arg145, %6881 : tensor<128xf32>
    %6883 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %6884 = stablehlo.multiply %3938, %6883 : tensor<64x128xf32>
    %6885 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %6886 = stablehlo.multiply %4825, %6885 : tensor<64x128xf32>
    %6887 = stablehlo.sqrt %6886 : tensor<64x128xf32>
    %cst_1806 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6888 = stablehlo.broadcast_in_dim %cst_1806, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %6889 = stablehlo.add %6887, %6888 : tensor<64x128xf32>
    %6890 = stablehlo.divide %6884, %6889 : tensor<64x128xf32>
    %cst_1807 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6891 = stablehlo.broadcast_in_dim %cst_1807, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %6892 = stablehlo.multiply %6891, %arg146 : tensor<64x128xf32>
    %6893 = stablehlo.add %6890, %6892 : tensor<64x128xf32>
    %cst_1808 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6894 = stablehlo.broadcast_in_dim %cst_1808, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %6895 = stablehlo.multiply %6894, %6893 : tensor<64x128xf32>
    %6896 = stablehlo.subtract %arg146, %6895 : tensor<64x128xf32>
    %6897 = stablehlo.broadcast_in_dim %4835, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %6898 = stablehlo.multiply %3943, %6897 : tensor<1024x128xf32>
    %6899 = stablehlo.broadcast_in_dim %4838, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %6900 = stablehlo.multiply %4831, %6899 : tensor<1024x128xf32>
    %6901 = stablehlo.sqrt %6900 : tensor<1024x128xf32>
    %cst_1809 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %6902 = stablehlo.broadcast_in_dim %cst_1809, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %6903 = stablehlo.add %6901, %6902 : tensor<1024x128xf32>
    %6904 = stablehlo.divide %6898, %6903 : tensor<1024x128xf32>
    %cst_1810 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %6905 = stablehlo.broadcast_in_dim %cst_1810, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %6906 = stablehlo.multiply %6905, %arg147 : tensor<1024x128xf32>
    %6907 = stablehlo.add %6904, %6906 : tensor<1024x128xf32>
    %cst_1811 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %6908 = stablehlo.broadcast_in_dim %cst_1811, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %6909 = stablehlo.multiply %6908, %6907 : tensor<1024x128xf32>
    %6910 = stablehlo.subtract %arg147, %6909 : tensor<1024x128xf32>
    return %4852, %4866, %4880, %4894, %4908, %4922, %4936, %4950, %4964, %4978, %4992, %5006, %5020, %5034, %5048, %5062, %5076, %5090, %5104, %5118, %5132, %5146, %5160, %5174, %5188, %5202, %5216, %5230, %5244, %5258, %5272, %5286, %5300, %5314, %5328, %5342, %5356, %5370, %5384, %5398, %5412, %5426, %5440, %5454, %5468, %5482, %5496, %5510, %5524, %5538, %5552, %5566, %5580, %5594, %5608, %5622, %5636, %5650, %5664, %5678, %5692, %5706, %5720, %5734, %5748, %5762, %5776, %5790, %5804, %5818, %5832, %5846, %5860, %5874, %5888, %5902, %5916, %5930, %5944, %5958, %5972, %5986, %6000, %6014, %6028, %6042, %6056, %6070, %6084, %6098, %6112, %6126, %6140, %6154, %6168, %6182, %6196, %6210, %6224, %6238, %6252, %6266, %6280, %6294, %6308, %6322, %6336, %6350, %6364, %6378, %6392, %6406, %6420, %6434, %6448, %6462, %6476, %6490, %6504, %6518, %6532, %6546, %6560, %6574, %6588, %6602, %6616, %6630, %6644, %6658, %6672, %6686, %6700, %6714, %6728, %6742, %6756, %6770, %6784, %6798, %6812, %6826, %6840, %6854, %6868, %6882, %6896, %6910, %3203, %3208, %3213, %3218, %3223, %3228, %3233, %3238, %3243, %3248, %3253, %3258, %3263, %3268, %3273, %3278, %3283, %3288, %3293, %3298, %3303, %3308, %3313, %3318, %3323, %3328, %3333, %3338, %3343, %3348, %3353, %3358, %3363, %3368, %3373, %3378, %3383, %3388, %3393, %3398, %3403, %3408, %3413, %3418, %3423, %3428, %3433, %3438, %3443, %3448, %3453, %3458, %3463, %3468, %3473, %3478, %3483, %3488, %3493, %3498, %3503, %3508, %3513, %3518, %3523, %3528, %3533, %3538, %3543, %3548, %3553, %3558, %3563, %3568, %3573, %3578, %3583, %3588, %3593, %3598, %3603, %3608, %3613, %3618, %3623, %3628, %3633, %3638, %3643, %3648, %3653, %3658, %3663, %3668, %3673, %3678, %3683, %3688, %3693, %3698, %3703, %3708, %3713, %3718, %3723, %3728, %3733, %3738, %3743, %3748, %3753, %3758, %3763, %3768, %3773, %3778, %3783, %3788, %3793, %3798, %3803, %3808, %3813, %3818, %3823, %3828, %3833, %3838, %3843, %3848, %3853, %3858, %3863, %3868, %3873, %3878, %3883, %3888, %3893, %3898, %3903, %3908, %3913, %3918, %3923, %3928, %3933, %3938, %3943, %3949, %3955, %3961, %3967, %3973, %3979, %3985, %3991, %3997, %4003, %4009, %4015, %4021, %4027, %4033, %4039, %4045, %4051, %4057, %4063, %4069, %4075, %4081, %4087, %4093, %4099, %4105, %4111, %4117, %4123, %4129, %4135, %4141, %4147, %4153, %4159, %4165, %4171, %4177, %4183, %4189, %4195, %4201, %4207, %4213, %4219, %4225, %4231, %4237, %4243, %4249, %4255, %4261, %4267, %4273, %4279, %4285, %4291, %4297, %4303, %4309, %4315, %4321, %4327, %4333, %4339, %4345, %4351, %4357, %4363, %4369, %4375, %4381, %4387, %4393, %4399, %4405, %4411, %4417, %4423, %4429, %4435, %4441, %4447, %4453, %4459, %4465, %4471, %4477, %4483, %4489, %4495, %4501, %4507, %4513, %4519, %4525, %4531, %4537, %4543, %4549, %4555, %4561, %4567, %4573, %4579, %4585, %4591, %4597, %4603, %4609, %4615, %4621, %4627, %4633, %4639, %4645, %4651, %4657, %4663, %4669, %4675, %4681, %4687, %4693, %4699, %4705, %4711, %4717, %4723, %4729, %4735, %4741, %4747, %4753, %4759, %4765, %4771, %4777, %4783, %4789, %4795, %4801, %4807, %4813, %4819, %4825, %4831, %1546 : tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<1024x128xf32>, tensor<i32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<1024x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<1024x128xf32>, tensor<f32>
  }
  func.func private @tril(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %2 = stablehlo.add %0, %1 : tensor<64x64xi32>
    %3 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<64x64xi1>, tensor<64x64xi1>
    return %6 : tensor<64x64xi1>
  }
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<64x64xi1>) -> tensor<8x4x64x64xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %2, %0 : tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>
  }
  func.func private @log_softmax(%arg0: tensor<8x64x1024xf32>) -> (tensor<8x64x1024xf32>, tensor<8x64x1024xf32>, tensor<8x64x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x1024xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x64x1024xf32>
    %6 = stablehlo.exponential %5 : tensor<8x64x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1024xf32>, tensor<f32>) -> tensor<8x64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %9 = stablehlo.log %8 : tensor<8x64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x64x1024xf32>
    return %11, %6, %8 : tensor<8x64x1024xf32>, tensor<8x64x1024xf32>, tensor<8x64x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x64x1024xf32>, %arg1: tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x64x1xi1>, tensor<8x64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x64x1xi32>) -> tensor<8x64x1x1xi32>
    %c_1 = stablehlo.constant dense<1023> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x64x1x1xi1>, tensor<i1>) -> tensor<8x64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x64x1024xf32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    return %15, %5 : tensor<8x64x1xf32>, tensor<8x64x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x1024xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    return %1 : tensor<8x64x1024xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<8x64x1024xf32>, %arg1: tensor<8x64x1xf32>, %arg2: tensor<8x64x1024xf32>) -> tensor<8x64x1024xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x64x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1024xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1024xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x64x1024xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x64x1024xf32>
    return %7 : tensor<8x64x1024xf32>
  }
  func.func private @_where_2(%arg0: tensor<8x4x64x64xi1>, %arg1: tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %1 : tensor<8x4x64x64xf32>
  }
}
