import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Image, ImageProvider, type ImageComponent } from "./image";

afterEach(cleanup);

describe("Image", () => {
  it("renders through the provided component with every prop", () => {
    const seen: unknown[] = [];
    const Recording: ImageComponent = (props) => {
      seen.push(props);
      return <img data-framework="yes" src={props.src} alt={props.alt} />;
    };
    render(
      <ImageProvider component={Recording}>
        <Image src="/media/facade/1.svg" alt="Fasad" width={1200} height={800} sizes="100vw" priority />
      </ImageProvider>,
    );
    expect(screen.getByRole("img", { name: "Fasad" }).dataset.framework).toBe("yes");
    expect(seen[0]).toEqual({
      src: "/media/facade/1.svg",
      alt: "Fasad",
      width: 1200,
      height: 800,
      sizes: "100vw",
      priority: true,
    });
  });

  it("falls back to a lazy plain img with its intrinsic size", () => {
    render(<Image src="/a.jpg" alt="Kök" width={600} height={400} />);
    const img = screen.getByRole("img", { name: "Kök" });
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("width")).toBe("600");
    expect(img.getAttribute("height")).toBe("400");
    expect(img.getAttribute("fetchpriority")).toBeNull();
  });

  it("loads a priority image eagerly with high fetch priority", () => {
    render(<Image src="/hero.jpg" alt="" width={1900} height={800} priority />);
    const img = document.querySelector("img")!;
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });
});
