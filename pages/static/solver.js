// The proof of work of the pages and the widget (docs/spam.md): the
// package pages puts this file where their scripts say SOLVER, inside
// their own function, so that both solve challenges with the same code.

// K are SHA-256's round constants.
var K = [0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2];
var W = new Int32Array(64);

// sha256 returns the SHA-256 of the ASCII text s as 8 signed 32-bit
// words. It is synchronous: Web Crypto's digest, a promise per hash, is
// ten times slower for the short texts of a challenge, and missing from
// pages served over plain HTTP.
function sha256(s) {
  var n = s.length, blocks = ((n + 8) >> 6) + 1, m = new Int32Array(blocks * 16), i, j;
  for (i = 0; i < n; i++) m[i >> 2] |= s.charCodeAt(i) << (24 - (i & 3) * 8);
  m[n >> 2] |= 0x80 << (24 - (n & 3) * 8);
  m[blocks * 16 - 1] = n * 8;
  var H = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
  for (j = 0; j < blocks; j++) {
    for (i = 0; i < 16; i++) W[i] = m[j * 16 + i];
    for (i = 16; i < 64; i++) {
      var x = W[i - 15], y = W[i - 2];
      W[i] = W[i - 16] + (((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3)) +
        W[i - 7] + (((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10));
    }
    var a = H[0], b = H[1], c = H[2], d = H[3], e = H[4], f = H[5], g = H[6], h = H[7];
    for (i = 0; i < 64; i++) {
      var t1 = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) +
        ((e & f) ^ (~e & g)) + K[i] + W[i]) | 0;
      var t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) +
        ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
    }
    H[0] = (H[0] + a) | 0; H[1] = (H[1] + b) | 0; H[2] = (H[2] + c) | 0; H[3] = (H[3] + d) | 0;
    H[4] = (H[4] + e) | 0; H[5] = (H[5] + f) | 0; H[6] = (H[6] + g) | 0; H[7] = (H[7] + h) | 0;
  }
  return H;
}

// solveChallenge fetches a challenge from url and resolves to its
// solution as the submission's field altcha carries it (solve).
function solveChallenge(url) {
  return fetch(url, { credentials: "omit", cache: "no-store" }).then(function (res) {
    if (!res.ok) throw new Error("challenge " + res.status);
    return res.json();
  }).then(solve);
}

// solve resolves to the solution of the challenge c, in base64 JSON: the
// number whose SHA-256 after the salt is the challenge (ALTCHA's scheme),
// tried in slices of 5,000 that leave the page responsive. Slices follow
// each other through a MessageChannel: a chain of setTimeout(0) would wait
// at least 4 ms between them.
function solve(c) {
  var want = [];
  for (var i = 0; i < 8; i++) want.push(parseInt(c.challenge.substr(i * 8, 8), 16) | 0);
  return new Promise(function (resolve, reject) {
    var n = 0, next = new MessageChannel();
    function slice() {
      for (var end = Math.min(n + 5000, c.maxnumber + 1); n < end; n++) {
        var h = sha256(c.salt + n);
        if (h[0] === want[0] && h[1] === want[1] && h[2] === want[2] && h[3] === want[3] &&
          h[4] === want[4] && h[5] === want[5] && h[6] === want[6] && h[7] === want[7]) {
          next.port1.close();
          return resolve(btoa(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: n, salt: c.salt, signature: c.signature })));
        }
      }
      if (n > c.maxnumber) {
        next.port1.close();
        return reject(new Error("unsolved"));
      }
      next.port2.postMessage(null);
    }
    next.port1.onmessage = slice;
    slice();
  });
}
