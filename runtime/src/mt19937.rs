//! The Mersenne Twister MT19937 as CPython 3.11's `Modules/_randommodule.c` runs it
//! (`genrand_uint32`, `init_genrand`, `init_by_array`, `random_random`), word for word, so a
//! seeded `random` module yields CPython's sequence. Pure computation: no OS randomness.

/// Words of state.
pub const N: usize = 624;
const M: usize = 397;
const MATRIX_A: u32 = 0x9908_b0df;
const UPPER_MASK: u32 = 0x8000_0000;
const LOWER_MASK: u32 = 0x7fff_ffff;

/// A generator's state: CPython's `RandomObject` (`state[N]` and `index`).
#[derive(Clone, Debug)]
pub struct Mt {
    /// The state words.
    pub state: [u32; N],
    /// The next word to temper (`N`: regenerate first).
    pub index: usize,
}

impl Mt {
    /// A generator seeded by `init_by_array(key)` (`key` empty counts as `[0]`, as CPython's
    /// seeding of 0 does).
    pub fn from_key(key: &[u32]) -> Mt {
        let mut mt = Mt {
            state: [0; N],
            index: N,
        };
        mt.init_by_array(if key.is_empty() { &[0] } else { key });
        mt
    }

    fn init_genrand(&mut self, s: u32) {
        let mt = &mut self.state;
        mt[0] = s;
        for i in 1..N {
            mt[i] = 1_812_433_253u32
                .wrapping_mul(mt[i - 1] ^ (mt[i - 1] >> 30))
                .wrapping_add(i as u32);
        }
        self.index = N;
    }

    /// `init_by_array(init_key, key_length)`.
    pub fn init_by_array(&mut self, key: &[u32]) {
        self.init_genrand(19_650_218);
        let mt = &mut self.state;
        let (mut i, mut j) = (1usize, 0usize);
        let len = key.len().max(1);
        let mut k = N.max(len);
        while k > 0 {
            let kj = key.get(j).copied().unwrap_or(0);
            mt[i] = (mt[i] ^ (mt[i - 1] ^ (mt[i - 1] >> 30)).wrapping_mul(1_664_525))
                .wrapping_add(kj)
                .wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= N {
                mt[0] = mt[N - 1];
                i = 1;
            }
            if j >= len {
                j = 0;
            }
            k -= 1;
        }
        k = N - 1;
        while k > 0 {
            mt[i] = (mt[i] ^ (mt[i - 1] ^ (mt[i - 1] >> 30)).wrapping_mul(1_566_083_941))
                .wrapping_sub(i as u32);
            i += 1;
            if i >= N {
                mt[0] = mt[N - 1];
                i = 1;
            }
            k -= 1;
        }
        mt[0] = 0x8000_0000;
    }

    /// `genrand_uint32`: the next 32-bit output.
    pub fn next_u32(&mut self) -> u32 {
        let mag01 = [0u32, MATRIX_A];
        if self.index >= N {
            let mt = &mut self.state;
            for kk in 0..N - M {
                let y = (mt[kk] & UPPER_MASK) | (mt[kk + 1] & LOWER_MASK);
                mt[kk] = mt[kk + M] ^ (y >> 1) ^ mag01[(y & 1) as usize];
            }
            for kk in N - M..N - 1 {
                let y = (mt[kk] & UPPER_MASK) | (mt[kk + 1] & LOWER_MASK);
                mt[kk] = mt[kk + M - N] ^ (y >> 1) ^ mag01[(y & 1) as usize];
            }
            let y = (mt[N - 1] & UPPER_MASK) | (mt[0] & LOWER_MASK);
            mt[N - 1] = mt[M - 1] ^ (y >> 1) ^ mag01[(y & 1) as usize];
            self.index = 0;
        }
        let mut y = self.state.get(self.index).copied().unwrap_or(0);
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^= y >> 18;
        y
    }

    /// `random()`: a float in [0, 1) with 53 random bits (CPython's `genrand_res53`).
    pub fn random(&mut self) -> f64 {
        let a = self.next_u32() >> 5;
        let b = self.next_u32() >> 6;
        (f64::from(a) * 67_108_864.0 + f64::from(b)) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// `getrandbits(k)` for `k <= 64`, as CPython fills its words (least significant first,
    /// the last word's low bits dropped).
    pub fn bits_u64(&mut self, k: u32) -> u64 {
        match k {
            0 => 0,
            1..=32 => u64::from(self.next_u32() >> (32 - k)),
            _ => {
                let lo = u64::from(self.next_u32());
                let hi = u64::from(self.next_u32() >> (64 - k.min(64)));
                lo | (hi << 32)
            }
        }
    }

    /// `getrandbits(k)` as 32-bit words, least significant first.
    pub fn bits_words(&mut self, k: u64) -> Vec<u32> {
        let words = k.div_ceil(32);
        let mut out = Vec::with_capacity(words as usize);
        let mut left = k;
        for _ in 0..words {
            let mut r = self.next_u32();
            if left < 32 {
                r >>= 32 - left;
            }
            out.push(r);
            left = left.saturating_sub(32);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::Mt;

    /// `random.seed(0); random.random()` and `random.seed(12345); random.getrandbits(32)` in
    /// CPython 3.11.
    #[test]
    fn matches_cpython() {
        let mut m = Mt::from_key(&[0]);
        assert_eq!(m.random(), 0.8444218515250481);
        let mut m = Mt::from_key(&[12345]);
        assert_eq!(m.next_u32(), 1789368711);
    }
}
