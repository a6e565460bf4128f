package bert

import (
	"fmt"
	"math"
	"sync"

	"github.com/evicortex/evicortex/dense"
	"github.com/evicortex/evicortex/models"
	"github.com/evicortex/evicortex/models/onnxgen"
)

// linear is a torch Linear: W is [out, in] row-major, so each output is a
// dot product of two contiguous rows.
type linear struct {
	w, b    []float32
	in, out int
}

type layerNorm struct{ g, b []float32 }

type layer struct {
	qkv     linear // query (pre-scaled by 1/√head_dim), key, value stacked: [3h, h]
	attnOut linear
	ln1     layerNorm
	inter   linear
	out     linear
	ln2     layerNorm
}

// model holds the weights of a BERT encoder; read-only after loadModel.
type model struct {
	cfg             onnxgen.Config
	word, pos, typ0 []float32
	embLN           layerNorm
	layers          []layer
}

func loadModel(w *models.Tensors, cfg onnxgen.Config) (*model, error) {
	h := cfg.HiddenSize
	m := &model{cfg: cfg}
	var err error
	get := func(name string, shape ...int) []float32 {
		if err != nil {
			return nil
		}
		var v []float32
		v, err = w.F32(name, shape...)
		return v
	}
	m.word = get("embeddings.word_embeddings.weight", cfg.VocabSize, h)
	m.pos = get("embeddings.position_embeddings.weight", cfg.MaxPositions, h)
	if typ := get("embeddings.token_type_embeddings.weight", cfg.TypeVocabSize, h); typ != nil {
		m.typ0 = typ[:h]
	}
	ln := func(p string) layerNorm { return layerNorm{get(p+".weight", h), get(p+".bias", h)} }
	lin := func(p string, in, out int) linear {
		return linear{get(p+".weight", out, in), get(p+".bias", out), in, out}
	}
	m.embLN = ln("embeddings.LayerNorm")
	scale := float32(1 / math.Sqrt(float64(h/cfg.NumHeads)))
	for l := 0; l < cfg.NumLayers && err == nil; l++ {
		p := fmt.Sprintf("encoder.layer.%d.", l)
		q, k, v := lin(p+"attention.self.query", h, h), lin(p+"attention.self.key", h, h), lin(p+"attention.self.value", h, h)
		if err != nil {
			break
		}
		qkv := linear{in: h, out: 3 * h}
		for i := range q.w {
			q.w[i] *= scale
		}
		for i := range q.b {
			q.b[i] *= scale
		}
		qkv.w = append(append(append(qkv.w, q.w...), k.w...), v.w...)
		qkv.b = append(append(append(qkv.b, q.b...), k.b...), v.b...)
		m.layers = append(m.layers, layer{qkv: qkv, attnOut: lin(p+"attention.output.dense", h, h), ln1: ln(p + "attention.output.LayerNorm"),
			inter: lin(p+"intermediate.dense", h, cfg.IntermediateSize), out: lin(p+"output.dense", cfg.IntermediateSize, h), ln2: ln(p + "output.LayerNorm")})
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %w", dense.ErrModel, err)
	}
	return m, nil
}

// forward returns the last hidden states [len(ids), hidden] of one unpadded sequence.
func (m *model) forward(ids []int64, threads int) ([]float32, error) {
	h, n := m.cfg.HiddenSize, len(ids)
	if n > m.cfg.MaxPositions {
		return nil, fmt.Errorf("%w: %d tokens exceed %d positions", dense.ErrInput, n, m.cfg.MaxPositions)
	}
	x := make([]float32, n*h)
	for t, id := range ids {
		if id < 0 || int(id) >= m.cfg.VocabSize {
			return nil, fmt.Errorf("%w: token id %d outside the vocab", dense.ErrInput, id)
		}
		row := x[t*h : (t+1)*h]
		wr, pr := m.word[int(id)*h:(int(id)+1)*h], m.pos[t*h:(t+1)*h]
		for d := range row {
			row[d] = wr[d] + pr[d] + m.typ0[d]
		}
	}
	m.embLN.apply(x, h, m.cfg.LayerNormEps)
	for i := range m.layers {
		x = m.layers[i].forward(x, n, m.cfg, threads)
	}
	return x, nil
}

func (l *layer) forward(x []float32, n int, cfg onnxgen.Config, threads int) []float32 {
	h := cfg.HiddenSize
	qkv := l.qkv.apply(x, n, threads)
	ctx := attention(qkv, n, h, cfg.NumHeads)
	a := l.attnOut.apply(ctx, n, threads)
	addInto(a, x)
	l.ln1.apply(a, h, cfg.LayerNormEps)
	inter := l.inter.apply(a, n, threads)
	gelu(inter)
	o := l.out.apply(inter, n, threads)
	addInto(o, a)
	l.ln2.apply(o, h, cfg.LayerNormEps)
	return o
}

// attention: per head, softmax(q·kᵀ) v over the whole (unpadded) sequence;
// qkv rows are [q | k | v], q already scaled.
func attention(qkv []float32, n, h, heads int) []float32 {
	hd := h / heads
	ctx := make([]float32, n*h)
	p := make([]float64, n)
	for hh := 0; hh < heads; hh++ {
		for i := 0; i < n; i++ {
			q := qkv[i*3*h+hh*hd : i*3*h+hh*hd+hd]
			mx := math.Inf(-1)
			for j := 0; j < n; j++ {
				k := qkv[j*3*h+h+hh*hd : j*3*h+h+hh*hd+hd]
				p[j] = float64(dot(q, k))
				mx = math.Max(mx, p[j])
			}
			var sum float64
			for j := range p[:n] {
				p[j] = math.Exp(p[j] - mx)
				sum += p[j]
			}
			out := ctx[i*h+hh*hd : i*h+hh*hd+hd]
			for j := 0; j < n; j++ {
				v := qkv[j*3*h+2*h+hh*hd : j*3*h+2*h+hh*hd+hd]
				w := float32(p[j] / sum)
				for d := range out {
					out[d] += w * v[d]
				}
			}
		}
	}
	return ctx
}

// apply computes x·Wᵀ + b for n rows, splitting output columns over threads
// when the product is large enough to pay for the goroutines.
func (l *linear) apply(x []float32, n, threads int) []float32 {
	y := make([]float32, n*l.out)
	if threads <= 1 || n*l.in*l.out < 1<<18 {
		l.rows(x, y, n, 0, l.out)
		return y
	}
	var wg sync.WaitGroup
	chunk := (l.out + threads - 1) / threads
	for lo := 0; lo < l.out; lo += chunk {
		wg.Add(1)
		go func(lo, hi int) {
			defer wg.Done()
			l.rows(x, y, n, lo, hi)
		}(lo, min(lo+chunk, l.out))
	}
	wg.Wait()
	return y
}

func (l *linear) rows(x, y []float32, n, lo, hi int) {
	in := l.in
	for o := lo; o < hi; o++ {
		w, b := l.w[o*in:(o+1)*in], l.b[o]
		t := 0
		for ; t+4 <= n; t += 4 {
			s0, s1, s2, s3 := dot4(w, x[t*in:(t+1)*in], x[(t+1)*in:(t+2)*in], x[(t+2)*in:(t+3)*in], x[(t+3)*in:(t+4)*in])
			y[t*l.out+o], y[(t+1)*l.out+o], y[(t+2)*l.out+o], y[(t+3)*l.out+o] = s0+b, s1+b, s2+b, s3+b
		}
		for ; t < n; t++ {
			y[t*l.out+o] = dot(x[t*in:(t+1)*in], w) + b
		}
	}
}

// dot4 returns the dot products of w with four rows, loading w once.
func dot4(w, x0, x1, x2, x3 []float32) (s0, s1, s2, s3 float32) {
	n := len(w)
	x0, x1, x2, x3 = x0[:n], x1[:n], x2[:n], x3[:n]
	for i, wi := range w {
		s0 += x0[i] * wi
		s1 += x1[i] * wi
		s2 += x2[i] * wi
		s3 += x3[i] * wi
	}
	return
}

// dot is a float32 dot product with four independent accumulators.
func dot(a, b []float32) float32 {
	b = b[:len(a)]
	var s0, s1, s2, s3 float32
	i := 0
	for ; i+4 <= len(a); i += 4 {
		s0 += a[i] * b[i]
		s1 += a[i+1] * b[i+1]
		s2 += a[i+2] * b[i+2]
		s3 += a[i+3] * b[i+3]
	}
	for ; i < len(a); i++ {
		s0 += a[i] * b[i]
	}
	return (s0 + s1) + (s2 + s3)
}

func (ln layerNorm) apply(x []float32, h int, eps float64) {
	for t := 0; t < len(x)/h; t++ {
		row := x[t*h : (t+1)*h]
		var mean, vr float64
		for _, v := range row {
			mean += float64(v)
		}
		mean /= float64(h)
		for _, v := range row {
			d := float64(v) - mean
			vr += d * d
		}
		inv := 1 / math.Sqrt(vr/float64(h)+eps)
		for d, v := range row {
			row[d] = float32((float64(v)-mean)*inv)*ln.g[d] + ln.b[d]
		}
	}
}

func gelu(x []float32) {
	for i, v := range x {
		x[i] = float32(0.5 * float64(v) * (1 + math.Erf(float64(v)/math.Sqrt2)))
	}
}

func addInto(dst, src []float32) {
	for i := range dst {
		dst[i] += src[i]
	}
}
