//go:build unix

package browser

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"sync"
	"time"
)

// Width and Height are a page's viewport, the size of its screenshots.
const Width, Height = 1000, 700

// A Page is one tab of the browser.
type Page struct {
	// Patience bounds Wait; NewPage sets it to Timeout.
	Patience time.Duration

	b       *Browser
	session string
}

// NewPage opens a blank tab that shares its cookies with the browser's
// other tabs.
func (b *Browser) NewPage() (*Page, error) {
	return b.newPage("")
}

// NewIsolatedPage opens a blank tab in a browser context of its own, like
// a private window: it has none of the other tabs' cookies.
func (b *Browser) NewIsolatedPage() (*Page, error) {
	var c struct {
		BrowserContextID string `json:"browserContextId"`
	}
	if err := b.call("", "Target.createBrowserContext", nil, &c); err != nil {
		return nil, err
	}
	return b.newPage(c.BrowserContextID)
}

func (b *Browser) newPage(context string) (*Page, error) {
	var target struct {
		TargetID string `json:"targetId"`
	}
	params := map[string]any{"url": "about:blank"}
	if context != "" {
		params["browserContextId"] = context
	}
	if err := b.call("", "Target.createTarget", params, &target); err != nil {
		return nil, err
	}
	var attached struct {
		SessionID string `json:"sessionId"`
	}
	if err := b.call("", "Target.attachToTarget", map[string]any{"targetId": target.TargetID, "flatten": true}, &attached); err != nil {
		return nil, err
	}
	p := &Page{Patience: Timeout, b: b, session: attached.SessionID}
	if err := p.Call("Page.enable", nil, nil); err != nil {
		return nil, err
	}
	size := map[string]any{"width": Width, "height": Height, "deviceScaleFactor": 1, "mobile": false}
	if err := p.Call("Emulation.setDeviceMetricsOverride", size, nil); err != nil {
		return nil, err
	}
	return p, nil
}

// Call sends a DevTools Protocol method to the page and decodes its
// result into result, where not nil.
func (p *Page) Call(method string, params, result any) error {
	return p.b.call(p.session, method, params, result)
}

// Listen calls f, from the browser's reader, with the params of each
// event method of the page, until stop is called; f must not block.
func (p *Page) Listen(method string, f func(params json.RawMessage)) (stop func()) {
	return p.b.listen(p.session, method, f)
}

// Navigate opens url in the page and waits for its load event.
func (p *Page) Navigate(url string) error {
	loaded := make(chan struct{})
	var once sync.Once
	stop := p.Listen("Page.loadEventFired", func(json.RawMessage) { once.Do(func() { close(loaded) }) })
	defer stop()
	var nav struct {
		ErrorText string `json:"errorText"`
	}
	if err := p.Call("Page.navigate", map[string]any{"url": url}, &nav); err != nil {
		return err
	}
	if nav.ErrorText != "" {
		return fmt.Errorf("opening %s: %s", url, nav.ErrorText)
	}
	select {
	case <-loaded:
		return nil
	case <-p.b.done:
		return fmt.Errorf("opening %s: %v", url, p.b.err)
	case <-time.After(Timeout):
		return fmt.Errorf("opening %s: not loaded in %v", url, Timeout)
	}
}

// Eval evaluates the JavaScript expression expr in the page, waiting for
// it where it is a promise, and decodes its value into v, where not nil.
// An exception thrown is the error.
func (p *Page) Eval(expr string, v any) error {
	var r struct {
		Result struct {
			Value json.RawMessage `json:"value"`
		} `json:"result"`
		ExceptionDetails *struct {
			Text      string `json:"text"`
			Exception struct {
				Description string `json:"description"`
			} `json:"exception"`
		} `json:"exceptionDetails"`
	}
	params := map[string]any{"expression": expr, "awaitPromise": true, "returnByValue": true}
	if err := p.Call("Runtime.evaluate", params, &r); err != nil {
		return err
	}
	if e := r.ExceptionDetails; e != nil {
		msg := e.Exception.Description
		if msg == "" {
			msg = e.Text
		}
		return fmt.Errorf("evaluating %s: %s", expr, msg)
	}
	if v == nil {
		return nil
	}
	if len(r.Result.Value) == 0 {
		return fmt.Errorf("evaluating %s: no value", expr)
	}
	if err := json.Unmarshal(r.Result.Value, v); err != nil {
		return fmt.Errorf("evaluating %s: %v", expr, err)
	}
	return nil
}

// Wait polls the JavaScript expression cond until it is true, for at
// most p.Patience; the error says what was waited for and what the page
// showed.
func (p *Page) Wait(cond string) error {
	deadline := time.Now().Add(p.Patience)
	for {
		var ok bool
		err := p.Eval("!!("+cond+")", &ok)
		if ok {
			return nil
		}
		if time.Now().After(deadline) {
			last := ""
			if err != nil {
				last = " (" + err.Error() + ")"
			}
			return fmt.Errorf("waited %v for %s%s; the page showed:\n%s", p.Patience, cond, last, p.Text())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Text is the text the page shows, at most 2000 characters of it, for
// errors.
func (p *Page) Text() string {
	var s string
	if err := p.Eval("document.body ? document.body.innerText.slice(0, 2000) : ''", &s); err != nil {
		return err.Error()
	}
	return s
}

// Click clicks the first element that the CSS selector sel matches.
func (p *Page) Click(sel string) error {
	q, _ := json.Marshal(sel)
	return p.Eval(fmt.Sprintf(`(() => {
		const e = document.querySelector(%s);
		if (!e) throw new Error("nothing on the page matches " + %[1]s);
		e.click();
	})()`, q), nil)
}

// Screenshot saves what the page's viewport shows as a PNG file.
func (p *Page) Screenshot(file string) error {
	var shot struct {
		Data string `json:"data"`
	}
	if err := p.Call("Page.captureScreenshot", map[string]any{"format": "png"}, &shot); err != nil {
		return err
	}
	png, err := base64.StdEncoding.DecodeString(shot.Data)
	if err != nil {
		return err
	}
	return os.WriteFile(file, png, 0o644)
}
