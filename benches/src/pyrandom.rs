//! CPython's `random.Random`, bit for bit, for the few calls the workload generator
//! makes (`random`, `randrange`, `sample`).
//!
//! Reproducing CPython's stream (MT19937 seeded by `init_by_array`, and the exact
//! algorithms of `_randbelow_with_getrandbits` and `sample` of Python 3.11) makes our
//! generated files byte-identical to `gen.py`'s for the same seed, so "the same
//! workload" is checked with `cmp` rather than argued about.

/// MT19937 state size.
const N: usize = 624;
/// MT19937 shift size.
const M: usize = 397;

/// A Mersenne Twister seeded and used as CPython's `random.Random` is.
#[derive(Clone)]
pub struct PyRandom {
    mt: [u32; N],
    mti: usize,
}

impl PyRandom {
    /// `random.Random(seed)` for a non-negative integer seed that fits in 64 bits.
    pub fn new(seed: u64) -> Self {
        // CPython splits abs(seed) into 32-bit words, least significant first; 0 is [0].
        let key: Vec<u32> = if seed >> 32 == 0 {
            vec![seed as u32]
        } else {
            vec![seed as u32, (seed >> 32) as u32]
        };
        let mut r = PyRandom {
            mt: [0; N],
            mti: N + 1,
        };
        r.init_by_array(&key);
        r
    }

    fn init_genrand(&mut self, s: u32) {
        self.mt[0] = s;
        for i in 1..N {
            let prev = self.mt[i - 1];
            self.mt[i] = 1_812_433_253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(i as u32);
        }
        self.mti = N;
    }

    fn init_by_array(&mut self, key: &[u32]) {
        self.init_genrand(19_650_218);
        let (mut i, mut j) = (1usize, 0usize);
        for _ in 0..N.max(key.len()) {
            let prev = self.mt[i - 1];
            self.mt[i] = (self.mt[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1_664_525))
                .wrapping_add(key[j])
                .wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= N {
                self.mt[0] = self.mt[N - 1];
                i = 1;
            }
            if j >= key.len() {
                j = 0;
            }
        }
        for _ in 0..N - 1 {
            let prev = self.mt[i - 1];
            self.mt[i] = (self.mt[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1_566_083_941))
                .wrapping_sub(i as u32);
            i += 1;
            if i >= N {
                self.mt[0] = self.mt[N - 1];
                i = 1;
            }
        }
        self.mt[0] = 0x8000_0000;
    }

    /// The next 32 random bits (`genrand_uint32`).
    pub fn next_u32(&mut self) -> u32 {
        const UPPER: u32 = 0x8000_0000;
        const LOWER: u32 = 0x7fff_ffff;
        const MATRIX_A: u32 = 0x9908_b0df;
        if self.mti >= N {
            for k in 0..N {
                let y = (self.mt[k] & UPPER) | (self.mt[(k + 1) % N] & LOWER);
                let mag = if y & 1 == 1 { MATRIX_A } else { 0 };
                self.mt[k] = self.mt[(k + M) % N] ^ (y >> 1) ^ mag;
            }
            self.mti = 0;
        }
        let mut y = self.mt[self.mti];
        self.mti += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^= y >> 18;
        y
    }

    /// `random.random()`: a float in [0, 1) with 53 random bits.
    pub fn random(&mut self) -> f64 {
        let a = (self.next_u32() >> 5) as f64;
        let b = (self.next_u32() >> 6) as f64;
        (a * 67_108_864.0 + b) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// `getrandbits(k)` for `k <= 32`.
    fn getrandbits(&mut self, k: u32) -> u32 {
        debug_assert!(k <= 32);
        if k == 0 {
            0
        } else {
            self.next_u32() >> (32 - k)
        }
    }

    /// `random.randrange(n)` (`_randbelow_with_getrandbits`): uniform in `0..n`, for
    /// `0 < n < 2^32`. Panics on `n == 0`, as Python raises.
    pub fn randrange(&mut self, n: usize) -> usize {
        assert!(n > 0 && n <= u32::MAX as usize, "randrange({n})");
        let k = usize::BITS - n.leading_zeros();
        loop {
            let r = self.getrandbits(k) as usize;
            if r < n {
                return r;
            }
        }
    }

    /// `random.sample(population, k)`: `k` distinct elements in selection order.
    /// Panics if `k > population.len()`, as Python raises.
    pub fn sample<T: Clone>(&mut self, population: &[T], k: usize) -> Vec<T> {
        let n = population.len();
        assert!(k <= n, "sample larger than population");
        // CPython picks between a shrinking pool and a set of selected indices by
        // this size rule; both consume the stream differently, so keep the rule.
        let mut setsize = 21usize;
        if k > 5 {
            // 4 ** ceil(log(k * 3, 4))
            let e = ((k * 3) as f64).ln() / 4f64.ln();
            setsize += 4usize.pow(e.ceil() as u32);
        }
        let mut result = Vec::with_capacity(k);
        if n <= setsize {
            let mut pool: Vec<T> = population.to_vec();
            for i in 0..k {
                let j = self.randrange(n - i);
                result.push(pool[j].clone());
                pool[j] = pool[n - i - 1].clone();
            }
        } else {
            let mut selected: Vec<usize> = Vec::with_capacity(k);
            for _ in 0..k {
                let mut j = self.randrange(n);
                while selected.contains(&j) {
                    j = self.randrange(n);
                }
                selected.push(j);
                result.push(population[j].clone());
            }
        }
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Reference values printed by CPython 3.11:
    //   r = random.Random(1); [r.getrandbits(32) for _ in range(3)]
    //   random.Random(1).random(); r = random.Random(1); [r.randrange(10) for _ in range(8)]
    //   r = random.Random(1); r.sample(range(64), 3); r.sample(range(10), 3)
    const PY_BITS: [u32; 3] = [577_090_037, 2_444_712_010, 3_639_700_191];
    const PY_RANDOM: f64 = 0.134_364_244_112_401_22;
    const PY_RANDRANGE: [usize; 8] = [2, 9, 1, 4, 1, 7, 7, 7];
    const PY_SAMPLE_64: [usize; 3] = [17, 8, 32];
    const PY_SAMPLE_10: [usize; 3] = [1, 7, 8];

    #[test]
    fn matches_cpython_stream() {
        let mut r = PyRandom::new(1);
        assert_eq!(
            [r.next_u32(), r.next_u32(), r.next_u32()],
            [PY_BITS[0], PY_BITS[1], PY_BITS[2]]
        );
        assert_eq!(PyRandom::new(1).random(), PY_RANDOM);
        let mut r = PyRandom::new(1);
        let got: Vec<usize> = (0..8).map(|_| r.randrange(10)).collect();
        assert_eq!(got, PY_RANDRANGE);
        let mut r = PyRandom::new(1);
        let pop: Vec<usize> = (0..64).collect();
        assert_eq!(r.sample(&pop, 3), PY_SAMPLE_64);
        assert_eq!(r.sample(&pop[..10], 3), PY_SAMPLE_10);
    }
}
