// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { PresetInfo } from '../../../ui/js/contract.js' */
export default /** @satisfies {PresetInfo[]} */ ([
  {
    "id": "default",
    "nameEn": "Standard",
    "nameZh": "标准",
    "sides": {
      "north": [
        {
          "cell": "j11",
          "general": "y",
          "kind": "LI"
        },
        {
          "cell": "i11",
          "general": "y",
          "kind": "HI"
        },
        {
          "cell": "h11",
          "general": "y",
          "kind": "LI"
        },
        {
          "cell": "i13",
          "general": "y",
          "kind": "CB"
        },
        {
          "cell": "d11",
          "general": "g",
          "kind": "LC"
        },
        {
          "cell": "c11",
          "general": "g",
          "kind": "SH"
        },
        {
          "cell": "b11",
          "general": "g",
          "kind": "SP"
        },
        {
          "cell": "c13",
          "general": "g",
          "kind": "CA"
        }
      ],
      "south": [
        {
          "cell": "b3",
          "general": "r",
          "kind": "LI"
        },
        {
          "cell": "c3",
          "general": "r",
          "kind": "HI"
        },
        {
          "cell": "d3",
          "general": "r",
          "kind": "LI"
        },
        {
          "cell": "c1",
          "general": "r",
          "kind": "CB"
        },
        {
          "cell": "h3",
          "general": "b",
          "kind": "LC"
        },
        {
          "cell": "i3",
          "general": "b",
          "kind": "SH"
        },
        {
          "cell": "j3",
          "general": "b",
          "kind": "SP"
        },
        {
          "cell": "i1",
          "general": "b",
          "kind": "CA"
        }
      ]
    }
  },
  {
    "id": "phalanx",
    "nameEn": "Phalanx",
    "nameZh": "方阵",
    "sides": {
      "north": [
        {
          "cell": "j11",
          "general": "y",
          "kind": "SP"
        },
        {
          "cell": "i11",
          "general": "y",
          "kind": "HI"
        },
        {
          "cell": "h11",
          "general": "y",
          "kind": "SP"
        },
        {
          "cell": "i13",
          "general": "y",
          "kind": "CB"
        },
        {
          "cell": "d11",
          "general": "g",
          "kind": "FL"
        },
        {
          "cell": "c11",
          "general": "g",
          "kind": "HC"
        },
        {
          "cell": "b11",
          "general": "g",
          "kind": "AX"
        },
        {
          "cell": "c13",
          "general": "g",
          "kind": "CB"
        }
      ],
      "south": [
        {
          "cell": "b3",
          "general": "r",
          "kind": "SP"
        },
        {
          "cell": "c3",
          "general": "r",
          "kind": "HI"
        },
        {
          "cell": "d3",
          "general": "r",
          "kind": "SP"
        },
        {
          "cell": "c1",
          "general": "r",
          "kind": "CB"
        },
        {
          "cell": "h3",
          "general": "b",
          "kind": "FL"
        },
        {
          "cell": "i3",
          "general": "b",
          "kind": "HC"
        },
        {
          "cell": "j3",
          "general": "b",
          "kind": "AX"
        },
        {
          "cell": "i1",
          "general": "b",
          "kind": "CB"
        }
      ]
    }
  },
  {
    "id": "raiders",
    "nameEn": "Raiders",
    "nameZh": "奇兵",
    "sides": {
      "north": [
        {
          "cell": "j11",
          "general": "y",
          "kind": "AS"
        },
        {
          "cell": "i11",
          "general": "y",
          "kind": "LC"
        },
        {
          "cell": "h11",
          "general": "y",
          "kind": "SA"
        },
        {
          "cell": "j12",
          "general": "y",
          "kind": "HK"
        },
        {
          "cell": "d11",
          "general": "g",
          "kind": "AS"
        },
        {
          "cell": "c11",
          "general": "g",
          "kind": "CH"
        },
        {
          "cell": "b11",
          "general": "g",
          "kind": "LC"
        },
        {
          "cell": "b12",
          "general": "g",
          "kind": "MA"
        }
      ],
      "south": [
        {
          "cell": "b3",
          "general": "r",
          "kind": "AS"
        },
        {
          "cell": "c3",
          "general": "r",
          "kind": "LC"
        },
        {
          "cell": "d3",
          "general": "r",
          "kind": "SA"
        },
        {
          "cell": "b2",
          "general": "r",
          "kind": "HK"
        },
        {
          "cell": "h3",
          "general": "b",
          "kind": "AS"
        },
        {
          "cell": "i3",
          "general": "b",
          "kind": "CH"
        },
        {
          "cell": "j3",
          "general": "b",
          "kind": "LC"
        },
        {
          "cell": "j2",
          "general": "b",
          "kind": "MA"
        }
      ]
    }
  },
  {
    "id": "siege",
    "nameEn": "Siege",
    "nameZh": "攻城",
    "sides": {
      "north": [
        {
          "cell": "j11",
          "general": "y",
          "kind": "CB"
        },
        {
          "cell": "i11",
          "general": "y",
          "kind": "SH"
        },
        {
          "cell": "h11",
          "general": "y",
          "kind": "CB"
        },
        {
          "cell": "i13",
          "general": "y",
          "kind": "CA"
        },
        {
          "cell": "d11",
          "general": "g",
          "kind": "CB"
        },
        {
          "cell": "c11",
          "general": "g",
          "kind": "HI"
        },
        {
          "cell": "b11",
          "general": "g",
          "kind": "CB"
        },
        {
          "cell": "c13",
          "general": "g",
          "kind": "CA"
        }
      ],
      "south": [
        {
          "cell": "b3",
          "general": "r",
          "kind": "CB"
        },
        {
          "cell": "c3",
          "general": "r",
          "kind": "SH"
        },
        {
          "cell": "d3",
          "general": "r",
          "kind": "CB"
        },
        {
          "cell": "c1",
          "general": "r",
          "kind": "CA"
        },
        {
          "cell": "h3",
          "general": "b",
          "kind": "CB"
        },
        {
          "cell": "i3",
          "general": "b",
          "kind": "HI"
        },
        {
          "cell": "j3",
          "general": "b",
          "kind": "CB"
        },
        {
          "cell": "i1",
          "general": "b",
          "kind": "CA"
        }
      ]
    }
  }
]);
