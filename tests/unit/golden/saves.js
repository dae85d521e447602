// Written by src-tauri/tests/golden.rs: do not edit (UPDATE_GOLDEN=1 cargo test -p shuangcheng --test golden).
/** @import { SaveEntry } from '../../../ui/js/contract.js' */
export default /** @satisfies {SaveEntry[]} */ ([
  {
    "createdAt": "2026-01-01T00:00:00Z",
    "game": "zhili",
    "id": "game-1",
    "mode": "pass-and-play",
    "outcome": {
      "reason": "resignation",
      "winner": "first"
    },
    "phase": "over",
    "ply": 1,
    "position": "bbb.bsrr.rr b 0",
    "seats": [
      {
        "kind": "human"
      },
      {
        "kind": "human"
      }
    ],
    "toMove": "second",
    "updatedAt": "2026-01-01T00:00:00Z"
  },
  {
    "createdAt": "2026-01-01T00:00:00Z",
    "game": "twin-cities",
    "id": "game-2",
    "mode": "pass-and-play",
    "outcome": null,
    "phase": "playing",
    "ply": 0,
    "position": "9/4c4/3s1s3/9/9/2X3X2/9/9/3S1S3/4C4/9 r S4TFBHLWRDE s4tfbhlwrde 0 1",
    "seats": [
      {
        "kind": "human"
      },
      {
        "kind": "human"
      }
    ],
    "toMove": "first",
    "updatedAt": "2026-01-01T00:00:00Z"
  },
  {
    "createdAt": "2026-01-01T00:00:00Z",
    "game": "twin-cities",
    "id": "game-3",
    "mode": "pass-and-play",
    "outcome": null,
    "phase": "playing",
    "ply": 0,
    "position": "9/4c4/4s4/9/6s2/2X3X2/1S5S1/9/3S5/4C4/9 r S3 - 0 1",
    "seats": [
      {
        "kind": "human"
      },
      {
        "kind": "human"
      }
    ],
    "toMove": "first",
    "updatedAt": "2026-01-01T00:00:00Z"
  },
  {
    "createdAt": "2026-01-01T00:00:00Z",
    "game": "twin-cities",
    "id": "game-4",
    "mode": "pass-and-play",
    "outcome": null,
    "phase": "playing",
    "ply": 0,
    "position": "9/4c4/4s4/9/9/9/9/9/3S1S3/4C4/9 r S4TF - 0 1",
    "seats": [
      {
        "kind": "human"
      },
      {
        "kind": "human"
      }
    ],
    "toMove": "first",
    "updatedAt": "2026-01-01T00:00:00Z"
  },
  {
    "createdAt": "2026-01-01T00:00:00Z",
    "game": "twin-cities",
    "id": "game-5",
    "mode": "pass-and-play",
    "outcome": null,
    "phase": "playing",
    "ply": 0,
    "position": "9/4c4/4s4/9/9/6X2/9/9/6FS1/4C4/9 r - - 0 1",
    "seats": [
      {
        "kind": "human"
      },
      {
        "kind": "human"
      }
    ],
    "toMove": "first",
    "updatedAt": "2026-01-01T00:00:00Z"
  },
  {
    "createdAt": "2026-01-01T00:00:00Z",
    "game": "twin-cities",
    "id": "game-6",
    "mode": "pass-and-play",
    "outcome": null,
    "phase": "playing",
    "ply": 0,
    "position": "9/4c4/9/9/4l4/2X3X2/4S4/9/9/4C4/9 r S5TFBHLWRDE s6tfbhwrde 0 1",
    "seats": [
      {
        "kind": "human"
      },
      {
        "kind": "human"
      }
    ],
    "toMove": "first",
    "updatedAt": "2026-01-01T00:00:00Z"
  },
  {
    "createdAt": "2026-01-01T00:00:00Z",
    "game": "generals",
    "id": "game-7",
    "mode": "pass-and-play",
    "outcome": null,
    "phase": "playing",
    "ply": 0,
    "position": "s 0 b0=GN@i2,b1=LC@h3,b2=SH@i3,b3=SP@j3,b4=CA@i1,g0=GN@c12,g1=LC@d11,g2=SH@c11,g3=SP@b11,g4=CA@c13,r0=GN@c2,r1=LI@b3,r2=HI@c3,r3=LI@d3,r4=CB@c1,y0=GN@i12,y1=LI@j11,y2=HI@i11,y3=LI@h11,y4=CB@i13",
    "seats": [
      {
        "kind": "human"
      },
      {
        "kind": "human"
      }
    ],
    "toMove": "first",
    "updatedAt": "2026-01-01T00:00:00Z"
  },
  {
    "createdAt": "2026-01-01T00:00:00Z",
    "game": "generals",
    "id": "game-8",
    "mode": "vs-ai",
    "outcome": null,
    "phase": "playing",
    "ply": 0,
    "position": "s 0 b0=GN@i2,b1=LC@h3,b2=SH@i3,b3=SP@j3,b4=CA@i1,g0=GN@c12,g1=LC@d11,g2=SH@c11,g3=SP@b11,g4=CA@c13,r0=GN@c2,r1=LI@b3,r2=HI@c3,r3=LI@d3,r4=CB@c1,y0=GN@i12,y1=LI@j11,y2=HI@i11,y3=LI@h11,y4=CB@i13",
    "seats": [
      {
        "kind": "human"
      },
      {
        "kind": "ai",
        "level": "easy"
      },
      {
        "kind": "ai",
        "level": "easy"
      },
      {
        "kind": "ai",
        "level": "easy"
      }
    ],
    "toMove": "first",
    "updatedAt": "2026-01-01T00:00:00Z"
  },
  {
    "createdAt": "2026-01-01T00:00:00Z",
    "game": "generals",
    "id": "game-9",
    "mode": "pass-and-play",
    "outcome": null,
    "phase": "playing",
    "ply": 1,
    "position": "s 0 r0=GN@c2,r1=AS@d4,y0=GN@i12,y1=CB@e9 troops:r -",
    "seats": [
      {
        "kind": "human"
      },
      {
        "kind": "human"
      }
    ],
    "toMove": "first",
    "updatedAt": "2026-01-01T00:00:00Z"
  },
  {
    "createdAt": "2026-01-01T00:00:00Z",
    "game": "generals",
    "id": "game-10",
    "mode": "pass-and-play",
    "outcome": null,
    "phase": "playing",
    "ply": 2,
    "position": "s 0 r0=GN@c2,r1=CB@d4,y0=GN@i12,y1=SH@d5,y2=SP@h4 troops:r r1=1",
    "seats": [
      {
        "kind": "human"
      },
      {
        "kind": "human"
      }
    ],
    "toMove": "first",
    "updatedAt": "2026-01-01T00:00:00Z"
  },
  {
    "createdAt": "2026-01-01T00:00:00Z",
    "game": "generals",
    "id": "game-11",
    "mode": "pass-and-play",
    "outcome": null,
    "phase": "setup",
    "ply": 0,
    "position": "",
    "seats": [
      {
        "kind": "human"
      },
      {
        "kind": "human"
      }
    ],
    "toMove": null,
    "updatedAt": "2026-01-01T00:00:00Z"
  },
  {
    "createdAt": "2026-01-01T00:00:00Z",
    "game": "generals",
    "id": "game-12",
    "mode": "pass-and-play",
    "outcome": null,
    "phase": "playing",
    "ply": 0,
    "position": "s 0 r0=GN@a1,r1=CB@e1,y0=GN@k13,y1=LI@e4,y2=SH@g1",
    "seats": [
      {
        "kind": "human"
      },
      {
        "kind": "human"
      }
    ],
    "toMove": "first",
    "updatedAt": "2026-01-01T00:00:00Z"
  },
  {
    "createdAt": "2026-01-01T00:00:00Z",
    "game": "generals",
    "id": "game-13",
    "mode": "pass-and-play",
    "outcome": null,
    "phase": "playing",
    "ply": 4,
    "position": "n 0 r0=GN@a1,r1=CB@e1,r2=FL@g4,y0=GN@k13,y2=HI@g2:1",
    "seats": [
      {
        "kind": "human"
      },
      {
        "kind": "human"
      }
    ],
    "toMove": "second",
    "updatedAt": "2026-01-01T00:00:00Z"
  },
  {
    "createdAt": "2026-01-01T00:00:00Z",
    "game": "zhili",
    "id": "game-14",
    "mode": "vs-ai",
    "outcome": {
      "reason": "resignation",
      "winner": "second"
    },
    "phase": "over",
    "ply": 0,
    "position": "bbb.bsr.rrr r 0",
    "seats": [
      {
        "kind": "human"
      },
      {
        "kind": "ai",
        "level": "easy"
      }
    ],
    "toMove": "first",
    "updatedAt": "2026-01-01T00:00:00Z"
  }
]);
